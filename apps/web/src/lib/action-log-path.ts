/** Where an action's log is read: under its agent when it has one, else under its team. */
export function actionLogPath(action: { teamId: string; agentId: string | null; metricId: string }): string {
  return action.agentId === null
    ? `/console/team/${action.teamId}/action-log/${action.metricId}`
    : `/console/team/${action.teamId}/agent/${action.agentId}/action-log/${action.metricId}`;
}
