import type { Job } from '@parley/contract';
import { relativeTime } from '#src/lib/relative-time.ts';

/** The five progress bar styles of spec §3. */
export type ProgressStyle = 'active' | 'pending' | 'completed' | 'error' | 'canceled';

/** Spec §4: active and pending jobs are the active ones (they count, and can be cancelled). */
export const isActive = (job: Pick<Job, 'status'>) => job.status === 'active' || job.status === 'pending';

/** Spec §4: active and pending jobs count as active. */
export const activeCount = (jobs: Pick<Job, 'status'>[]) => jobs.filter(isActive).length;

/** Done ÷ total as a percentage; a job without a total is full (indeterminate) while open, else 0. */
export function jobProgress(job: Pick<Job, 'status' | 'totalTasksCount' | 'totalTasksCompleteCount'>): {
  percent: number;
  indeterminate: boolean;
} {
  if (job.totalTasksCount === 0)
    return isActive(job) ? { percent: 100, indeterminate: true } : { percent: 0, indeterminate: false };
  return {
    percent: Math.min(100, Math.round((job.totalTasksCompleteCount / job.totalTasksCount) * 100)),
    indeterminate: false,
  };
}

export function progressStyle(job: Pick<Job, 'status'>): ProgressStyle {
  switch (job.status) {
    case 'active':
      return 'active';
    case 'pending':
      return 'pending';
    case 'complete':
      return 'completed';
    case 'error':
      return 'error';
    // A cancel that succeeded shows as canceled at once, while the handler finishes its task.
    case 'cancel_requested':
    case 'canceled':
      return 'canceled';
  }
}

/** The error message for a failed job, otherwise its status description. */
export function entryText(job: Pick<Job, 'status' | 'errorMessage' | 'statusDescription'>): string {
  return (job.status === 'error' ? job.errorMessage : job.statusDescription) ?? '';
}

/** 'completed …' for a complete job that knows when, otherwise 'started …'. */
export function timeLabel(job: Pick<Job, 'status' | 'completedAt' | 'createdAt'>, now = new Date()): string {
  return job.status === 'complete' && job.completedAt !== null
    ? `completed ${relativeTime(job.completedAt, now)}`
    : `started ${relativeTime(job.createdAt, now)}`;
}

export const canCancel = (job: Pick<Job, 'status'>) => isActive(job);
