import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agents, jobs, teamMembers, teams } from '../../db/schema/index.ts';

export type JobRow = typeof jobs.$inferSelect;
export type JobRowWithNames = JobRow & { teamName: string; agentName: string | null };

const OPEN = ['pending', 'active', 'cancel_requested'] as const;

export function createJobsRepository(db: Database) {
  const withNames = () =>
    db
      .select({ job: jobs, teamName: teams.name, agentName: agents.name })
      .from(jobs)
      .innerJoin(teams, eq(teams.id, jobs.teamId))
      .leftJoin(agents, eq(agents.id, jobs.agentId));
  const flatten = (rows: { job: JobRow; teamName: string; agentName: string | null }[]): JobRowWithNames[] =>
    rows.map((row) => ({ ...row.job, teamName: row.teamName, agentName: row.agentName }));

  return {
    /** Inserts the job; undefined when an open job of the kind has the same idempotency key. */
    async insert(values: typeof jobs.$inferInsert): Promise<JobRow | undefined> {
      const [row] = await db.insert(jobs).values(values).onConflictDoNothing().returning();
      return row;
    },
    async findOpenByKey(kind: string, idempotencyKey: string): Promise<JobRow | undefined> {
      const [row] = await db
        .select()
        .from(jobs)
        .where(
          and(eq(jobs.kind, kind), eq(jobs.idempotencyKey, idempotencyKey), inArray(jobs.status, [...OPEN])),
        );
      return row;
    },
    async find(id: string): Promise<JobRow | undefined> {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row;
    },
    async findWithNames(id: string): Promise<JobRowWithNames | undefined> {
      return flatten(await withNames().where(eq(jobs.id, id)))[0];
    },
    async findByMetric(metricId: string): Promise<JobRowWithNames | undefined> {
      return flatten(await withNames().where(eq(jobs.metricId, metricId)))[0];
    },
    async update(id: string, values: Partial<typeof jobs.$inferInsert>): Promise<JobRow | undefined> {
      const [row] = await db.update(jobs).set(values).where(eq(jobs.id, id)).returning();
      return row;
    },
    /** Moves a job from one of `from` to `to` in one statement; undefined when it was not in them. */
    async transition(
      id: string,
      from: JobRow['status'][],
      values: Partial<typeof jobs.$inferInsert>,
    ): Promise<JobRow | undefined> {
      const [row] = await db
        .update(jobs)
        .set(values)
        .where(and(eq(jobs.id, id), inArray(jobs.status, from)))
        .returning();
      return row;
    },
    async status(id: string): Promise<JobRow['status'] | undefined> {
      const [row] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id));
      return row?.status;
    },
    /** The user's teams' jobs: open ones first (newest first), then the most recently finished. */
    async forUser(userId: string, limit: number): Promise<JobRowWithNames[]> {
      const mine = inArray(
        jobs.teamId,
        db.select({ teamId: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId)),
      );
      const open = flatten(
        await withNames()
          .where(and(mine, inArray(jobs.status, [...OPEN])))
          .orderBy(desc(jobs.createdAt))
          .limit(limit),
      );
      if (open.length >= limit) return open;
      const finished = flatten(
        await withNames()
          .where(and(mine, notInArray(jobs.status, [...OPEN])))
          .orderBy(desc(sql`coalesce(${jobs.completedAt}, ${jobs.createdAt})`))
          .limit(limit - open.length),
      );
      return [...open, ...finished];
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
