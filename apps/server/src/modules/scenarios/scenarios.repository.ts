import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { goals, scenarios } from '../../db/schema/index.ts';

export type ScenarioRow = typeof scenarios.$inferSelect;
export type GoalRow = typeof goals.$inferSelect;

export function createScenariosRepository(db: Database) {
  return {
    async insert(values: typeof scenarios.$inferInsert): Promise<ScenarioRow> {
      const [row] = await db.insert(scenarios).values(values).returning();
      if (row === undefined) throw new Error('the scenario was not stored');
      return row;
    },
    async find(id: string): Promise<ScenarioRow | undefined> {
      const [row] = await db.select().from(scenarios).where(eq(scenarios.id, id));
      return row;
    },
    async listByAgent(agentId: string): Promise<ScenarioRow[]> {
      return db
        .select()
        .from(scenarios)
        .where(eq(scenarios.agentId, agentId))
        .orderBy(desc(scenarios.priority), asc(scenarios.name));
    },
    async update(
      id: string,
      values: Partial<typeof scenarios.$inferInsert>,
    ): Promise<ScenarioRow | undefined> {
      const [row] = await db
        .update(scenarios)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(scenarios.id, id))
        .returning();
      return row;
    },
    async delete(id: string): Promise<void> {
      await db.delete(scenarios).where(eq(scenarios.id, id));
    },

    async goalsOf(scenarioIds: string[]): Promise<GoalRow[]> {
      if (scenarioIds.length === 0) return [];
      return db
        .select()
        .from(goals)
        .where(inArray(goals.scenarioId, scenarioIds))
        .orderBy(asc(goals.position), asc(goals.createdAt));
    },
    async findGoal(id: string): Promise<GoalRow | undefined> {
      const [row] = await db.select().from(goals).where(eq(goals.id, id));
      return row;
    },
    /** Appends a goal after the scenario's last one. */
    async appendGoal(
      scenarioId: string,
      values: { description: string; successCriteria: string },
    ): Promise<GoalRow> {
      const [row] = await db
        .insert(goals)
        .values({
          scenarioId,
          ...values,
          position: sql`(SELECT coalesce(max(${goals.position}), -1) + 1 FROM ${goals} WHERE ${goals.scenarioId} = ${scenarioId})`,
        })
        .returning();
      if (row === undefined) throw new Error('the goal was not stored');
      return row;
    },
    async updateGoal(
      id: string,
      values: Partial<Pick<GoalRow, 'description' | 'successCriteria'>>,
    ): Promise<GoalRow | undefined> {
      const [row] = await db.update(goals).set(values).where(eq(goals.id, id)).returning();
      return row;
    },
    async deleteGoal(id: string): Promise<void> {
      await db.delete(goals).where(eq(goals.id, id));
    },
    /** Gives the goals the positions of their order in `goalIds`, together. */
    async reorderGoals(goalIds: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const [position, id] of goalIds.entries()) {
          await tx.update(goals).set({ position }).where(eq(goals.id, id));
        }
      });
    },
  };
}
