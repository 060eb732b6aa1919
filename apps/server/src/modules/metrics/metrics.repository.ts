import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { actionLogSteps, metrics } from '../../db/schema/index.ts';

export type MetricRow = typeof metrics.$inferSelect;
export type StepRow = typeof actionLogSteps.$inferSelect;

export interface MetricsFilter {
  teamId: string;
  agentId?: string | undefined;
  scenarioIds?: string[] | undefined;
  since: Date;
}

function whereOf(filter: MetricsFilter): SQL | undefined {
  return and(
    eq(metrics.teamId, filter.teamId),
    gte(metrics.startedAt, filter.since),
    filter.agentId === undefined ? undefined : eq(metrics.agentId, filter.agentId),
    filter.scenarioIds === undefined || filter.scenarioIds.length === 0
      ? undefined
      : inArray(metrics.scenarioId, filter.scenarioIds),
  );
}

export function createMetricsRepository(db: Database) {
  return {
    async insert(values: typeof metrics.$inferInsert): Promise<MetricRow> {
      const [row] = await db.insert(metrics).values(values).returning();
      if (row === undefined) throw new Error('the metric was not stored');
      return row;
    },
    async find(id: string): Promise<MetricRow | undefined> {
      const [row] = await db.select().from(metrics).where(eq(metrics.id, id));
      return row;
    },
    async update(id: string, values: Partial<typeof metrics.$inferInsert>): Promise<void> {
      await db.update(metrics).set(values).where(eq(metrics.id, id));
    },
    async addTokens(id: string, tokensIn: number, tokensOut: number, costUsd: number): Promise<void> {
      await db
        .update(metrics)
        .set({
          tokensIn: sql`${metrics.tokensIn} + ${tokensIn}`,
          tokensOut: sql`${metrics.tokensOut} + ${tokensOut}`,
          costUsd: sql`${metrics.costUsd} + ${costUsd}`,
        })
        .where(eq(metrics.id, id));
    },
    /** Appends a step after the metric's last one. */
    async appendStep(values: Omit<typeof actionLogSteps.$inferInsert, 'position'>): Promise<void> {
      await db.insert(actionLogSteps).values({
        ...values,
        position: sql`(SELECT coalesce(max(${actionLogSteps.position}), 0) + 1 FROM ${actionLogSteps} WHERE ${actionLogSteps.metricId} = ${values.metricId})`,
      });
    },
    async steps(metricId: string): Promise<StepRow[]> {
      return db
        .select()
        .from(actionLogSteps)
        .where(eq(actionLogSteps.metricId, metricId))
        .orderBy(asc(actionLogSteps.position));
    },
    async page(
      filter: MetricsFilter,
      offset: number,
      limit: number,
    ): Promise<{ rows: MetricRow[]; total: number }> {
      const where = whereOf(filter);
      const rows = await db
        .select()
        .from(metrics)
        .where(where)
        .orderBy(desc(metrics.startedAt))
        .offset(offset)
        .limit(limit);
      const [total] = await db.select({ value: count() }).from(metrics).where(where);
      return { rows, total: total?.value ?? 0 };
    },
    /** Counts, latency and tokens per time slice of `bucketSeconds`, starting at `filter.since`. */
    async buckets(filter: MetricsFilter, bucketSeconds: number) {
      const bucket = sql<Date>`date_bin(make_interval(secs => ${bucketSeconds}::int), ${metrics.startedAt}, ${filter.since.toISOString()}::timestamptz)`;
      return (
        db
          .select({
            start: bucket,
            count: sql<number>`count(*)::int`,
            answered: sql<number>`(count(*) FILTER (WHERE ${metrics.outcome} = 'answered'))::int`,
            notAnswered: sql<number>`(count(*) FILTER (WHERE ${metrics.outcome} = 'not_answered'))::int`,
            errors: sql<number>`(count(*) FILTER (WHERE ${metrics.outcome} = 'error'))::int`,
            averageLatencyMs: sql<number | null>`avg(${metrics.latencyMs})::float8`,
            tokensIn: sql<number>`coalesce(sum(${metrics.tokensIn}), 0)::int`,
            tokensOut: sql<number>`coalesce(sum(${metrics.tokensOut}), 0)::int`,
            costUsd: sql<number>`coalesce(sum(${metrics.costUsd}), 0)::float8`,
          })
          .from(metrics)
          .where(whereOf(filter))
          // By position: the bucket expression's parameters would not compare equal to themselves.
          .groupBy(sql`1`)
      );
    },
    async reasons(filter: MetricsFilter) {
      return db
        .select({ reason: metrics.reason, count: sql<number>`count(*)::int` })
        .from(metrics)
        .where(and(whereOf(filter), eq(metrics.outcome, 'not_answered')))
        .groupBy(metrics.reason)
        .orderBy(desc(sql`count(*)`));
    },
  };
}
