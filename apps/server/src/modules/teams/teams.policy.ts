import { AppError } from '../../platform/errors.ts';
import type { TeamsRepository } from './teams.repository.ts';

/** What "no such team" looks like to a caller outside it: the same as a team that does not exist. */
export const noSuchTeam = () =>
  new AppError('not_found', 'There is no such team, or you are not one of its members.');

/**
 * The one answer to "may this user act on this team": only its members may, and to everyone else
 * the team does not exist (404, so nothing leaks). Every module that owns team data asks here.
 */
export function createTeamPolicy(repository: TeamsRepository) {
  return {
    requireMember: async (userId: string, teamId: string) => {
      const team = await repository.findForMember(teamId, userId);
      if (team === undefined) throw noSuchTeam();
      return team;
    },
  };
}

export type TeamPolicy = ReturnType<typeof createTeamPolicy>;
