import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('relativeTime', () => {
  it.each([
    [0, 'just now'],
    [59_999, 'just now'],
    [60_000, '1 minute ago'],
    [2 * 60_000, '2 minutes ago'],
    [59 * 60_000, '59 minutes ago'],
    [60 * 60_000, '1 hour ago'],
    [5 * 60 * 60_000, '5 hours ago'],
    [24 * 60 * 60_000, '1 day ago'],
    [3 * 24 * 60 * 60_000 + 5, '3 days ago'],
  ])('says %i ms ago as %j', (elapsed, text) => {
    expect(relativeTime(ago(elapsed), now)).toBe(text);
  });

  it('treats a time in the future as just now, and reads ISO strings', () => {
    expect(relativeTime(new Date(now.getTime() + 5000), now)).toBe('just now');
    expect(relativeTime('2026-11-23T11:00:00Z', now)).toBe('1 hour ago');
  });
});
