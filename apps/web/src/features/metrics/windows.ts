/** The time windows the reports offer, in hours. */
export const WINDOWS = [
  { hours: 24, label: 'Last 24 hours' },
  { hours: 24 * 7, label: 'Last 7 days' },
  { hours: 24 * 30, label: 'Last 30 days' },
] as const;

export const REASON_LABELS: Record<string, string> = {
  AGENT_NOT_RUNNING: 'Agent stopped',
  BLOCKED_BY_INCOMING_COMMUNICATIONS_POLICY: 'Sender not allowed',
  NO_SCENARIO_MATCH: 'No scenario matched',
  PROCESSING_ERROR: 'Processing error',
  FINAL_FEEDBACK: 'Conversation finished',
  CUSTOM_TEXT: 'Other',
  SPF_FAIL: 'SPF failed',
  DKIM_FAIL: 'DKIM failed',
};

export const reasonLabel = (reason: string | null) =>
  reason === null ? '' : (REASON_LABELS[reason] ?? reason);

/** A bucket's start as a short label: the hour within a day, the date beyond. */
export function bucketLabel(start: string, hours: number): string {
  const date = new Date(start);
  return hours <= 24
    ? date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleDateString(undefined, {
        month: 'short',
        day: 'numeric',
        ...(hours <= 24 * 7 ? { hour: '2-digit' } : {}),
      });
}

/** A duration for people: milliseconds under a second, else seconds to one decimal. */
export const formatDuration = (ms: number) =>
  ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
