import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('createTtlCache', () => {
  it('forgets entries after their time to live', () => {
    vi.useFakeTimers();
    const cache = createTtlCache<string, number>({ ttlMs: 1000, maxEntries: 10 });
    cache.set('a', 1);

    vi.advanceTimersByTime(999);
    expect(cache.get('a')).toBe(1);
    vi.advanceTimersByTime(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entry when full, and entries on request', () => {
    const cache = createTtlCache<string, { user: string }>({ ttlMs: 60_000, maxEntries: 2 });
    cache.set('a', { user: 'u1' });
    cache.set('b', { user: 'u2' });
    cache.set('c', { user: 'u1' });

    expect(cache.get('a')).toBeUndefined();
    cache.deleteWhere((value) => value.user === 'u1');
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('b')).toEqual({ user: 'u2' });
    cache.delete('b');
    expect(cache.get('b')).toBeUndefined();
  });
});
