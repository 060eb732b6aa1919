import { cancelJob, getJobByMetric, listActiveJobs, startDemoJob } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { registerOperation } from '../../platform/http/operation-route.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limit.ts';
import type { AgentsService } from '../agents/agents.service.ts';
import { invalidField } from '../../platform/errors.ts';
import type { TeamsService } from '../teams/teams.service.ts';
import { DEMO_JOB } from './demo-job.ts';
import type { JobsService } from './jobs.service.ts';

const DEMO_JOBS_PER_USER: RateRule = { name: 'demo-jobs', limit: 30, windowSeconds: 60 * 60 };

export function registerJobsRoutes(
  app: FastifyInstance,
  {
    jobs,
    teams,
    agents,
    rateLimiter,
  }: {
    jobs: JobsService;
    teams: Pick<TeamsService, 'requireMember'>;
    agents: Pick<AgentsService, 'requireAgent'>;
    rateLimiter: RateLimiter;
  },
): void {
  const userOf = async (request: { auth: { require(): Promise<{ userId: string }> } }) =>
    (await request.auth.require()).userId;

  registerOperation(app, listActiveJobs, async (request) => ({
    jobs: await jobs.listForUser(await userOf(request), request.query.limit),
  }));
  registerOperation(app, cancelJob, async (request) =>
    jobs.cancel(await userOf(request), request.params.jobId),
  );
  registerOperation(app, getJobByMetric, async (request) =>
    jobs.byMetric(await userOf(request), request.params.metricId),
  );
  registerOperation(app, startDemoJob, async (request) => {
    const userId = await userOf(request);
    const { teamId } = request.params;
    const { agentId, ...payload } = request.body;
    await teams.requireMember(userId, teamId);
    if (agentId !== undefined && (await agents.requireAgent(userId, agentId)).teamId !== teamId)
      throw invalidField('agentId', 'This agent belongs to another team.');
    await rateLimiter.consume(DEMO_JOBS_PER_USER, userId);
    return jobs.enqueue(DEMO_JOB, payload, {
      teamId,
      agentId: agentId ?? null,
      name: `Demo job (${payload.tasks} tasks)`,
      createdBy: userId,
    });
  });
}
