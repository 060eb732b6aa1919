import type { Database } from '../db/client.ts';
import { AppError } from './errors.ts';
import { createRateLimitRepository, type WindowCount } from './rate-limit.repository.ts';

/** At most `limit` attempts per fixed window; a window always ends, so nobody is locked out for good. */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts an attempt and refuses it (429) when it goes over the limit. */
  consume(rule: RateRule, key: string): Promise<void>;
  /** Refuses (429) when the limit is already reached, without counting. */
  check(rule: RateRule, key: string): Promise<void>;
  /** Counts an attempt without refusing it (a failure that the next `check` will see). */
  record(rule: RateRule, key: string): Promise<void>;
  reset(rule: RateRule, key: string): Promise<void>;
}

/** Counters live in the database, so every server node enforces the same limits. */
export function createRateLimiter(db: Database): RateLimiter {
  const repository = createRateLimitRepository(db);
  const keyOf = (rule: RateRule, key: string) => `${rule.name}:${key.toLowerCase()}`;
  return {
    async consume(rule, key) {
      const window = await repository.increment(keyOf(rule, key), rule.windowSeconds);
      if (window.count > rule.limit) throw rateLimited(rule, window);
    },
    async check(rule, key) {
      const window = await repository.current(keyOf(rule, key), rule.windowSeconds);
      if (window !== undefined && window.count >= rule.limit) throw rateLimited(rule, window);
    },
    async record(rule, key) {
      await repository.increment(keyOf(rule, key), rule.windowSeconds);
    },
    async reset(rule, key) {
      await repository.remove(keyOf(rule, key));
    },
  };
}

function rateLimited(rule: RateRule, window: WindowCount): AppError {
  const endsAt = window.windowStartedAt.getTime() + rule.windowSeconds * 1000;
  const retryAfter = Math.max(1, Math.ceil((endsAt - Date.now()) / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  return new AppError(
    'rate_limited',
    `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'retry-after': String(retryAfter) },
  );
}
