import { METRICS_PAGE_SIZE, type ActionLogStep, type Metric, type MetricsReport } from '@parley/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { AgentsService } from '../agents/agents.service.ts';
import type { TeamsService } from '../teams/teams.service.ts';
import { createMetricsRepository, type MetricRow, type MetricsFilter } from './metrics.repository.ts';

const HOUR_SECONDS = 60 * 60;

export type MetricOutcome = Metric['outcome'];

export interface StepRecord {
  name: string;
  status: ActionLogStep['status'];
  startedAt: Date;
  durationMs: number;
  details?: Record<string, unknown>;
}

const noSuchMetric = () => new AppError('not_found', 'There is no such metric in your teams.');

function toMetric(row: MetricRow): Metric {
  return {
    id: row.id,
    teamId: row.teamId,
    agentId: row.agentId,
    scenarioId: row.scenarioId,
    kind: row.kind,
    title: row.title,
    outcome: row.outcome,
    reason: row.reason,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    latencyMs: row.latencyMs,
    tokensIn: row.tokensIn,
    tokensOut: row.tokensOut,
    costUsd: row.costUsd,
  };
}

/** One hour per slice up to a day, six hours up to a week, a day beyond. */
export function bucketSecondsFor(hoursAgo: number): number {
  if (hoursAgo <= 24) return HOUR_SECONDS;
  if (hoursAgo <= 7 * 24) return 6 * HOUR_SECONDS;
  return 24 * HOUR_SECONDS;
}

/** Every measured action of the product, its steps (the action log), and reports over time. */
export function createMetricsService({
  db,
  teams,
  agents,
}: {
  db: Database;
  teams: Pick<TeamsService, 'requireMember'>;
  agents: Pick<AgentsService, 'requireAgent'>;
}) {
  const repository = createMetricsRepository(db);

  async function report(
    filter: MetricsFilter,
    hoursAgo: number,
    offset: number,
    now: Date,
  ): Promise<MetricsReport> {
    const bucketSeconds = bucketSecondsFor(hoursAgo);
    const rows = await repository.buckets(filter, bucketSeconds);
    const byStart = new Map(rows.map((row) => [new Date(row.start).getTime(), row]));
    const buckets: MetricsReport['buckets'] = [];
    for (let start = filter.since.getTime(); start < now.getTime(); start += bucketSeconds * 1000) {
      const row = byStart.get(start);
      buckets.push({
        start: new Date(start).toISOString(),
        count: row?.count ?? 0,
        answered: row?.answered ?? 0,
        notAnswered: row?.notAnswered ?? 0,
        errors: row?.errors ?? 0,
        averageLatencyMs: row?.averageLatencyMs ?? null,
        tokensIn: row?.tokensIn ?? 0,
        tokensOut: row?.tokensOut ?? 0,
      });
    }
    const sum = (pick: (row: (typeof rows)[number]) => number) =>
      rows.reduce((total, row) => total + pick(row), 0);
    const count = sum((row) => row.count);
    const answered = sum((row) => row.answered);
    const notAnswered = sum((row) => row.notAnswered);
    const latencyRows = rows.filter((row) => row.averageLatencyMs !== null);
    const latencyWeight = latencyRows.reduce((total, row) => total + row.count, 0);
    const page = await repository.page(filter, offset, METRICS_PAGE_SIZE);
    return {
      from: filter.since.toISOString(),
      to: now.toISOString(),
      totals: {
        count,
        answered,
        notAnswered,
        errors: sum((row) => row.errors),
        answerRate: answered + notAnswered === 0 ? null : answered / (answered + notAnswered),
        averageLatencyMs:
          latencyWeight === 0
            ? null
            : latencyRows.reduce((total, row) => total + (row.averageLatencyMs ?? 0) * row.count, 0) /
              latencyWeight,
        tokensIn: sum((row) => row.tokensIn),
        tokensOut: sum((row) => row.tokensOut),
        costUsd: sum((row) => row.costUsd),
      },
      buckets,
      reasons: (await repository.reasons(filter)).map((row) => ({
        reason: row.reason ?? 'UNKNOWN',
        count: row.count,
      })),
      metrics: page.rows.map(toMetric),
      offset,
      limit: METRICS_PAGE_SIZE,
      total: page.total,
    };
  }

  const windowStart = (hoursAgo: number, now: Date) => {
    const bucketMs = bucketSecondsFor(hoursAgo) * 1000;
    // Slices line up with whole hours (or days), so charts read naturally.
    return new Date(Math.floor((now.getTime() - hoursAgo * HOUR_SECONDS * 1000) / bucketMs) * bucketMs);
  };

  return {
    /** Starts measuring an action; resolves the metric's id for its steps and its end. */
    async start(input: {
      teamId: string;
      agentId?: string | null;
      scenarioId?: string | null;
      kind: string;
      title: string;
    }) {
      const row = await repository.insert({
        teamId: input.teamId,
        agentId: input.agentId ?? null,
        scenarioId: input.scenarioId ?? null,
        kind: input.kind,
        title: input.title,
        outcome: 'running',
      });
      return row.id;
    },

    recordStep: (metricId: string, step: StepRecord) =>
      repository.appendStep({ metricId, ...step, details: step.details ?? {} }),

    addUsage: (metricId: string, usage: { inputTokens: number; outputTokens: number }, costUsd = 0) =>
      repository.addTokens(metricId, usage.inputTokens, usage.outputTokens, costUsd),

    /** Ends the measurement with its outcome; latency runs from its start. */
    async finish(
      metricId: string,
      result: { outcome: MetricOutcome; reason?: string | null; scenarioId?: string | null },
    ) {
      const metric = await repository.find(metricId);
      if (metric === undefined) return;
      const endedAt = new Date();
      await repository.update(metricId, {
        outcome: result.outcome,
        reason: result.reason ?? null,
        ...(result.scenarioId === undefined ? {} : { scenarioId: result.scenarioId }),
        endedAt,
        latencyMs: endedAt.getTime() - metric.startedAt.getTime(),
      });
    },

    async actionLog(userId: string, metricId: string): Promise<{ metric: Metric; steps: ActionLogStep[] }> {
      const metric = await repository.find(metricId);
      if (metric === undefined) throw noSuchMetric();
      try {
        await teams.requireMember(userId, metric.teamId);
      } catch {
        throw noSuchMetric();
      }
      const steps = await repository.steps(metricId);
      return {
        metric: toMetric(metric),
        steps: steps.map((step) => ({
          position: step.position,
          name: step.name,
          status: step.status,
          startedAt: step.startedAt.toISOString(),
          durationMs: step.durationMs,
          details: step.details,
        })),
      };
    },

    async teamReport(
      userId: string,
      teamId: string,
      hoursAgo: number,
      offset: number,
    ): Promise<MetricsReport> {
      await teams.requireMember(userId, teamId);
      const now = new Date();
      return report({ teamId, since: windowStart(hoursAgo, now) }, hoursAgo, offset, now);
    },

    async agentReport(
      userId: string,
      teamId: string,
      agentId: string,
      query: { hoursAgo: number; offset: number; scenarioIds?: string[] | undefined },
    ): Promise<MetricsReport> {
      const agent = await agents.requireAgent(userId, agentId);
      if (agent.teamId !== teamId) throw new AppError('not_found', 'There is no such agent in this team.');
      const now = new Date();
      return report(
        { teamId, agentId, scenarioIds: query.scenarioIds, since: windowStart(query.hoursAgo, now) },
        query.hoursAgo,
        query.offset,
        now,
      );
    },
  };
}

export type MetricsService = ReturnType<typeof createMetricsService>;
