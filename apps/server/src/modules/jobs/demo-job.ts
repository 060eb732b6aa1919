import type { JobKind } from './jobs.service.ts';

export interface DemoPayload extends Record<string, unknown> {
  tasks: number;
  taskMs: number;
  failOnTask?: number | undefined;
}

export const DEMO_JOB = 'demo';

/** A job that works through `tasks` short waits, to try progress, cancel and retry without side effects. */
export const demoJob: JobKind<DemoPayload> = {
  name: DEMO_JOB,
  attempts: 3,
  retryDelaySeconds: 1,
  timeoutSeconds: 60 * 60,
  async run({ payload, job, progress, step }) {
    await progress({
      total: payload.tasks,
      completed: 0,
      description: `Working through ${payload.tasks} tasks`,
    });
    for (let task = 1; task <= payload.tasks; task += 1) {
      await step(`Task ${task}`, async () => {
        await new Promise((resolve) => setTimeout(resolve, payload.taskMs));
        if (payload.failOnTask === task && job.attempt === 1)
          throw new Error(`Task ${task} failed on purpose`);
      });
      await progress({ completed: task, description: `Task ${task} of ${payload.tasks} done` });
    }
  },
};
