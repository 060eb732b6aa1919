import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

export interface WindowCount {
  count: number;
  windowStartedAt: Date;
}

export function createRateLimitRepository(db: Database) {
  return {
    /** Adds one to the key's count, starting a new window when the last one is over; one statement. */
    async increment(key: string, windowSeconds: number): Promise<WindowCount> {
      const expired = sql`${rateLimits.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds}::int)`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, windowStartedAt: sql`now()` })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
            windowStartedAt: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimits.windowStartedAt} END`,
          },
        })
        .returning({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt });
      if (row === undefined) throw new Error('the rate-limit counter was not written');
      return row;
    },

    /** The key's count in its current window (0 when it has none). */
    async current(key: string, windowSeconds: number): Promise<WindowCount | undefined> {
      const [row] = await db
        .select({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt })
        .from(rateLimits)
        .where(
          sql`${rateLimits.key} = ${key} AND ${rateLimits.windowStartedAt} > now() - make_interval(secs => ${windowSeconds}::int)`,
        );
      return row;
    },

    async remove(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}
