const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const count = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'} ago`;

/** 'just now', 'N minute(s) ago', 'N hour(s) ago' or 'N day(s) ago' (spec §4). */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(date).getTime());
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return count(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return count(Math.floor(elapsed / HOUR), 'hour');
  return count(Math.floor(elapsed / DAY), 'day');
}
