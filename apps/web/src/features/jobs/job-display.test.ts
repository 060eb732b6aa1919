import type { Job } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import { activeCount, canCancel, entryText, jobProgress, progressStyle, timeLabel } from './job-display.ts';

const job = (overrides: Partial<Job>): Job => ({
  id: 'j1',
  name: 'Reading the website',
  status: 'active',
  statusDescription: 'Page 3 of 10',
  errorMessage: null,
  createdAt: '2026-11-23T11:50:00.000Z',
  completedAt: null,
  totalTasksCount: 10,
  totalTasksCompleteCount: 3,
  metricId: 'm1',
  teamId: 't1',
  agentId: 'a1',
  agentName: 'Support bot',
  teamName: 'Support',
  ...overrides,
});
const now = new Date('2026-11-23T12:00:00.000Z');

describe('job progress', () => {
  it('is the share of tasks done', () => {
    expect(jobProgress(job({}))).toEqual({ percent: 30, indeterminate: false });
    expect(jobProgress(job({ totalTasksCompleteCount: 1, totalTasksCount: 3 }))).toEqual({
      percent: 33,
      indeterminate: false,
    });
  });

  it('is a full, indeterminate bar without a total while active or pending, and 0 otherwise', () => {
    expect(jobProgress(job({ totalTasksCount: 0, totalTasksCompleteCount: 0 }))).toEqual({
      percent: 100,
      indeterminate: true,
    });
    expect(jobProgress(job({ status: 'pending', totalTasksCount: 0 }))).toEqual({
      percent: 100,
      indeterminate: true,
    });
    expect(jobProgress(job({ status: 'error', totalTasksCount: 0 }))).toEqual({
      percent: 0,
      indeterminate: false,
    });
  });

  it('has one of the five bar styles', () => {
    expect(
      (['active', 'pending', 'complete', 'error', 'canceled', 'cancel_requested'] as const).map((status) =>
        progressStyle(job({ status })),
      ),
    ).toEqual(['active', 'pending', 'completed', 'error', 'canceled', 'canceled']);
  });
});

describe('job labels', () => {
  it('show the error message of a failed job, else the status description', () => {
    expect(entryText(job({}))).toBe('Page 3 of 10');
    expect(entryText(job({ status: 'error', errorMessage: 'The site did not answer' }))).toBe(
      'The site did not answer',
    );
  });

  it("say 'completed …' for a complete job, else 'started …'", () => {
    expect(timeLabel(job({}), now)).toBe('started 10 minutes ago');
    expect(timeLabel(job({ status: 'complete', completedAt: '2026-11-23T11:59:30.000Z' }), now)).toBe(
      'completed just now',
    );
    expect(timeLabel(job({ status: 'complete', completedAt: null }), now)).toBe('started 10 minutes ago');
    expect(timeLabel(job({ createdAt: '2026-11-20T12:00:00.000Z' }), now)).toBe('started 3 days ago');
  });

  it('count active and pending jobs as active, and only those can be canceled', () => {
    const jobs = [
      job({}),
      job({ status: 'pending' }),
      job({ status: 'complete' }),
      job({ status: 'cancel_requested' }),
    ];
    expect(activeCount(jobs)).toBe(2);
    expect(jobs.map(canCancel)).toEqual([true, true, false, false]);
  });
});
