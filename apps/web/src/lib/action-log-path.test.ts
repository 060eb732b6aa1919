import { describe, expect, it } from 'vitest';
import { actionLogPath } from './action-log-path.ts';

describe('actionLogPath', () => {
  it('leads under the agent when the action has one, else under the team', () => {
    expect(actionLogPath({ teamId: 't1', agentId: 'a1', metricId: 'm1' })).toBe(
      '/console/team/t1/agent/a1/action-log/m1',
    );
    expect(actionLogPath({ teamId: 't1', agentId: null, metricId: 'm1' })).toBe(
      '/console/team/t1/action-log/m1',
    );
  });
});
