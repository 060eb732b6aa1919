import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { credentials } from '../../db/schema/index.ts';

export type CredentialRow = typeof credentials.$inferSelect;

export function createCredentialsRepository(db: Database) {
  const ofTeam = (teamId: string, id: string) => and(eq(credentials.teamId, teamId), eq(credentials.id, id));
  return {
    async list(teamId: string): Promise<CredentialRow[]> {
      return db
        .select()
        .from(credentials)
        .where(eq(credentials.teamId, teamId))
        .orderBy(asc(credentials.name));
    },
    async find(teamId: string, id: string): Promise<CredentialRow | undefined> {
      const [row] = await db.select().from(credentials).where(ofTeam(teamId, id));
      return row;
    },
    async insert(values: typeof credentials.$inferInsert): Promise<CredentialRow> {
      const [row] = await db.insert(credentials).values(values).returning();
      if (row === undefined) throw new Error('the credential was not stored');
      return row;
    },
    async update(
      teamId: string,
      id: string,
      values: Partial<Pick<CredentialRow, 'name' | 'settings' | 'secret' | 'secretHint'>>,
    ): Promise<CredentialRow | undefined> {
      const [row] = await db
        .update(credentials)
        .set({ ...values, updatedAt: new Date() })
        .where(ofTeam(teamId, id))
        .returning();
      return row;
    },
    async delete(teamId: string, id: string): Promise<boolean> {
      const rows = await db.delete(credentials).where(ofTeam(teamId, id)).returning({ id: credentials.id });
      return rows.length === 1;
    },
  };
}
