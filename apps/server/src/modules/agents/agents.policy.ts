import { AppError } from '../../platform/errors.ts';
import type { TeamsService } from '../teams/teams.service.ts';
import type { AgentRow, AgentsRepository } from './agents.repository.ts';

export const noSuchAgent = () =>
  new AppError('not_found', 'There is no such agent, or it belongs to a team you are not in.');

/** May this user act on this agent: only members of the agent's team may; to others it does not exist. */
export function createAgentPolicy(repository: AgentsRepository, teams: Pick<TeamsService, 'requireMember'>) {
  return {
    requireAgent: async (userId: string, agentId: string): Promise<AgentRow> => {
      const agent = await repository.find(agentId);
      if (agent === undefined) throw noSuchAgent();
      try {
        await teams.requireMember(userId, agent.teamId);
      } catch {
        throw noSuchAgent();
      }
      return agent;
    },
  };
}
