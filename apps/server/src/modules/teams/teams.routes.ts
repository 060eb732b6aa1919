import {
  acceptInvite,
  addTeamUser,
  createCredential,
  createTeam,
  createTeamInvite,
  deleteCredential,
  deleteTeam,
  deleteTeamInvite,
  getCredential,
  getInvitation,
  getTeam,
  listCredentials,
  listMyInvites,
  listTeamInvites,
  listTeams,
  listTeamUsers,
  rejectInvite,
  removeTeamUser,
  updateCredential,
  updateTeam,
} from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { registerOperation } from '../../platform/http/operation-route.ts';
import type { CredentialsService } from './credentials.service.ts';
import type { TeamsService } from './teams.service.ts';

export function registerTeamsRoutes(
  app: FastifyInstance,
  { teams, credentials }: { teams: TeamsService; credentials: CredentialsService },
): void {
  const userOf = async (request: { auth: { require(): Promise<{ userId: string }> } }) =>
    (await request.auth.require()).userId;

  registerOperation(app, listTeams, async (request) => teams.list(await userOf(request)));
  registerOperation(app, createTeam, async (request) =>
    teams.create(await userOf(request), request.body.name),
  );
  registerOperation(app, getTeam, async (request) => teams.get(await userOf(request), request.params.teamId));
  registerOperation(app, updateTeam, async (request) =>
    teams.rename(await userOf(request), request.params.teamId, request.body.name),
  );
  registerOperation(app, deleteTeam, async (request) => {
    await teams.remove(await userOf(request), request.params.teamId);
    return {};
  });

  registerOperation(app, listTeamUsers, async (request) =>
    teams.listUsers(await userOf(request), request.params.teamId),
  );
  registerOperation(app, addTeamUser, async (request) =>
    teams.addUser(await userOf(request), request.params.teamId, request.body.email),
  );
  registerOperation(app, removeTeamUser, async (request) => {
    await teams.removeUser(await userOf(request), request.params.teamId, request.params.userEmailAddress);
    return {};
  });

  registerOperation(app, listTeamInvites, async (request) =>
    teams.listInvites(await userOf(request), request.params.teamId),
  );
  registerOperation(app, createTeamInvite, async (request) =>
    teams.invite(await userOf(request), request.params.teamId, request.body.email),
  );
  registerOperation(app, deleteTeamInvite, async (request) => {
    await teams.withdrawInvite(await userOf(request), request.params.teamId, request.params.emailAddress);
    return {};
  });
  registerOperation(app, listMyInvites, async (request) => teams.myInvites(await userOf(request)));
  registerOperation(app, getInvitation, async (request) =>
    teams.invitation(await userOf(request), request.params.teamId, request.query.token),
  );
  registerOperation(app, acceptInvite, async (request) =>
    teams.accept(await userOf(request), request.params.teamId, request.body.token),
  );
  registerOperation(app, rejectInvite, async (request) => {
    await teams.reject(await userOf(request), request.params.teamId, request.body.token);
    return {};
  });

  registerOperation(app, listCredentials, async (request) =>
    credentials.list(await userOf(request), request.params.teamId),
  );
  registerOperation(app, createCredential, async (request) =>
    credentials.create(await userOf(request), request.params.teamId, request.body),
  );
  registerOperation(app, getCredential, async (request) =>
    credentials.get(await userOf(request), request.params.teamId, request.params.credentialsId),
  );
  registerOperation(app, updateCredential, async (request) =>
    credentials.update(
      await userOf(request),
      request.params.teamId,
      request.params.credentialsId,
      request.body,
    ),
  );
  registerOperation(app, deleteCredential, async (request) => {
    await credentials.remove(await userOf(request), request.params.teamId, request.params.credentialsId);
    return {};
  });
}
