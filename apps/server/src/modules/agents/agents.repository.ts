import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agents } from '../../db/schema/index.ts';

export type AgentRow = typeof agents.$inferSelect;
export type NewAgentRow = typeof agents.$inferInsert;

export function createAgentsRepository(db: Database) {
  return {
    /** Inserts the agent; undefined when its address is taken (the address is unique). */
    async insert(values: NewAgentRow): Promise<AgentRow | undefined> {
      const [row] = await db.insert(agents).values(values).onConflictDoNothing().returning();
      return row;
    },
    async find(id: string): Promise<AgentRow | undefined> {
      const [row] = await db.select().from(agents).where(eq(agents.id, id));
      return row;
    },
    async listByTeam(teamId: string): Promise<AgentRow[]> {
      return db
        .select()
        .from(agents)
        .where(eq(agents.teamId, teamId))
        .orderBy(asc(agents.name), asc(agents.createdAt));
    },
    async update(
      id: string,
      values: Partial<Omit<NewAgentRow, 'id' | 'teamId'>>,
    ): Promise<AgentRow | undefined> {
      const [row] = await db
        .update(agents)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(agents.id, id))
        .returning();
      return row;
    },
    async delete(id: string): Promise<void> {
      await db.delete(agents).where(eq(agents.id, id));
    },
    async addressTaken(emailAddress: string, exceptAgentId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: agents.id })
        .from(agents)
        .where(
          exceptAgentId === undefined
            ? eq(agents.emailAddress, emailAddress)
            : and(eq(agents.emailAddress, emailAddress), ne(agents.id, exceptAgentId)),
        );
      return row !== undefined;
    },
  };
}

export type AgentsRepository = ReturnType<typeof createAgentsRepository>;
