import type { Invitation, Team, TeamDetail, TeamInvite, TeamUser } from '@parley/contract';
import type { Database } from '../../db/client.ts';
import { randomToken, sha256 } from '../../platform/crypto.ts';
import { AppError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { teamInvitationMail } from '../../platform/mail/templates.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limit.ts';
import type { UsersService } from '../users/users.service.ts';
import { createTeamPolicy } from './teams.policy.ts';
import { createTeamsRepository, type InviteRow, type TeamRow } from './teams.repository.ts';

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Invitations send e-mail, so one member cannot turn them into a way to flood inboxes. */
const INVITES_PER_USER: RateRule = { name: 'team-invites', limit: 30, windowSeconds: 60 * 60 };

const displayName = (person: { firstName: string | null; lastName: string | null; email: string | null }) => {
  const name = [person.firstName, person.lastName]
    .filter((part) => part !== null && part.trim() !== '')
    .join(' ');
  return name !== '' ? name : person.email;
};

function toDetail(team: TeamRow & { memberCount: number }): TeamDetail {
  return {
    id: team.id,
    name: team.name,
    createdAt: team.createdAt.toISOString(),
    memberCount: team.memberCount,
  };
}

export function createTeamsService({
  db,
  users,
  mailer,
  rateLimiter,
  rootUrl,
}: {
  db: Database;
  users: UsersService;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  rootUrl: string;
}) {
  const repository = createTeamsRepository(db);
  const policy = createTeamPolicy(repository);

  // An address proven later (sign-up, identity provider, reset link) joins the teams that added it.
  users.onAddressVerified(async ({ userId, email }) => {
    await repository.joinPending(email, userId);
  });

  async function requireUser(userId: string) {
    const user = await users.getUser(userId);
    if (user === undefined) throw new AppError('unauthorized', 'Sign in to continue.');
    return user;
  }

  const isLive = (invite: InviteRow) => invite.expiresAt.getTime() > Date.now();

  async function invitationOf(invite: InviteRow): Promise<Invitation> {
    const team = await repository.findTeam(invite.teamId);
    const inviter = invite.invitedBy === null ? undefined : await users.getUser(invite.invitedBy);
    return {
      teamId: invite.teamId,
      teamName: team?.name ?? '',
      invitedBy: inviter === undefined ? null : displayName(inviter),
      email: invite.email,
      expiresAt: invite.expiresAt.toISOString(),
    };
  }

  /**
   * The invitation a user may answer: the one the link's token names, which must be for the user's
   * address, or without a token the one for the user's verified address.
   */
  async function answerableInvite(
    userId: string,
    teamId: string,
    token: string | undefined,
  ): Promise<InviteRow> {
    const user = await requireUser(userId);
    const invite =
      token !== undefined
        ? await repository.findOpenInviteByToken(teamId, sha256(token))
        : user.emailVerified
          ? await repository.findOpenInvite(teamId, user.email)
          : undefined;
    if (invite === undefined || !isLive(invite)) {
      throw new AppError(
        token === undefined ? 'not_found' : 'invalid_token',
        'This invitation does not exist any more: it was answered, withdrawn or has expired. Ask for a new one.',
      );
    }
    if (invite.email !== user.email) {
      throw new AppError(
        'forbidden',
        `This invitation is for ${invite.email}. Sign in with that address to answer it.`,
      );
    }
    return invite;
  }

  return {
    requireMember: policy.requireMember,

    async list(userId: string): Promise<Team[]> {
      return (await repository.listForUser(userId)).map(({ id, name }) => ({ id, name }));
    },

    async create(userId: string, name: string): Promise<TeamDetail> {
      const team = await repository.createTeam(name, userId);
      return toDetail({ ...team, memberCount: 1 });
    },

    async get(userId: string, teamId: string): Promise<TeamDetail> {
      return toDetail(await policy.requireMember(userId, teamId));
    },

    async rename(userId: string, teamId: string, name: string): Promise<TeamDetail> {
      const team = await policy.requireMember(userId, teamId);
      await repository.rename(teamId, name);
      return toDetail({ ...team, name });
    },

    async remove(userId: string, teamId: string): Promise<void> {
      await policy.requireMember(userId, teamId);
      await repository.deleteTeam(teamId);
    },

    async listUsers(userId: string, teamId: string): Promise<TeamUser[]> {
      await policy.requireMember(userId, teamId);
      const { members, pending } = await repository.listPeople(teamId);
      return [
        ...members.map((person) => ({ ...person, status: 'member' as const })),
        ...pending.map((person) => ({ ...person, status: 'pending' as const })),
      ].map(({ email, firstName, lastName, status }) => ({ email, firstName, lastName, status }));
    },

    /** Adds an existing user at once, or records the address to join once it is verified. */
    async addUser(userId: string, teamId: string, email: string): Promise<TeamUser> {
      await policy.requireMember(userId, teamId);
      const existing = await users.findByEmail(email);
      if (existing?.emailVerified === true) {
        if (!(await repository.addMember(teamId, existing.id))) {
          throw new AppError('conflict', `${email} is already a member of this team.`);
        }
        return { email, firstName: existing.firstName, lastName: existing.lastName, status: 'member' };
      }
      if (existing !== undefined && (await repository.isMember(teamId, existing.id))) {
        throw new AppError('conflict', `${email} is already a member of this team.`);
      }
      // An account whose address is not verified yet joins once it is, like an address without one.
      if (!(await repository.addPending(teamId, email, userId))) {
        throw new AppError('conflict', `${email} is already waiting to join this team.`);
      }
      return { email, firstName: null, lastName: null, status: 'pending' };
    },

    /** Removes a member or member-to-be; the last member stays. Members may remove themselves. */
    async removeUser(userId: string, teamId: string, email: string): Promise<void> {
      await policy.requireMember(userId, teamId);
      if (await repository.removePending(teamId, email)) return;
      const person = await users.findByEmail(email);
      const outcome = person === undefined ? 'not-member' : await repository.removeMember(teamId, person.id);
      if (outcome === 'not-member') throw new AppError('not_found', `${email} is not a member of this team.`);
      if (outcome === 'last-member') {
        throw new AppError(
          'conflict',
          'The last member cannot be removed. Add someone else first, or delete the team.',
        );
      }
    },

    async listInvites(userId: string, teamId: string): Promise<TeamInvite[]> {
      await policy.requireMember(userId, teamId);
      const invites = await repository.listOpenInvites(teamId);
      return invites.map((invite) => ({
        email: invite.email,
        invitedBy:
          invite.inviterEmail === null
            ? null
            : displayName({
                firstName: invite.inviterFirstName,
                lastName: invite.inviterLastName,
                email: invite.inviterEmail,
              }),
        createdAt: invite.createdAt.toISOString(),
        expiresAt: invite.expiresAt.toISOString(),
        expired: !isLive(invite),
      }));
    },

    /** E-mails an invitation link (valid 7 days, once, for this address only). */
    async invite(userId: string, teamId: string, email: string): Promise<TeamInvite> {
      const team = await policy.requireMember(userId, teamId);
      const inviter = await requireUser(userId);
      const invitee = await users.findByEmail(email);
      if (invitee !== undefined && (await repository.isMember(teamId, invitee.id))) {
        throw new AppError('conflict', `${email} is already a member of this team.`);
      }
      const open = await repository.findOpenInvite(teamId, email);
      if (open !== undefined && isLive(open)) {
        throw new AppError(
          'conflict',
          `${email} has been invited already. Withdraw that invitation to send a new one.`,
        );
      }
      await rateLimiter.consume(INVITES_PER_USER, userId);
      if (open !== undefined) await repository.answerInvite(open.id);
      const token = randomToken();
      const invite = await repository.insertInvite({
        teamId,
        email,
        tokenHash: sha256(token),
        invitedBy: userId,
        expiresAt: new Date(Date.now() + INVITE_TTL_MS),
      });
      const inviterName = displayName(inviter) ?? inviter.email;
      await mailer.send(
        email,
        teamInvitationMail({
          teamName: team.name,
          inviterName,
          link: `${rootUrl}/console/team/${teamId}/accept-invite?token=${encodeURIComponent(token)}`,
        }),
      );
      return {
        email,
        invitedBy: inviterName,
        createdAt: invite.createdAt.toISOString(),
        expiresAt: invite.expiresAt.toISOString(),
        expired: false,
      };
    },

    async withdrawInvite(userId: string, teamId: string, email: string): Promise<void> {
      await policy.requireMember(userId, teamId);
      if (!(await repository.deleteOpenInvite(teamId, email))) {
        throw new AppError('not_found', `There is no open invitation for ${email}.`);
      }
    },

    async myInvites(userId: string): Promise<Invitation[]> {
      const user = await requireUser(userId);
      if (!user.emailVerified) return [];
      const invites = await repository.listLiveInvitesFor(user.email);
      return Promise.all(invites.map(invitationOf));
    },

    async invitation(userId: string, teamId: string, token: string | undefined): Promise<Invitation> {
      return invitationOf(await answerableInvite(userId, teamId, token));
    },

    async accept(userId: string, teamId: string, token: string | undefined): Promise<Team> {
      const invite = await answerableInvite(userId, teamId, token);
      if (!(await repository.answerInvite(invite.id))) {
        throw new AppError('invalid_token', 'This invitation was answered already.');
      }
      // The link reached the invited inbox: that proves the address as a verification link would.
      if (token !== undefined) await users.markEmailVerified(userId);
      await repository.addMember(teamId, userId);
      const team = await repository.findTeam(teamId);
      if (team === undefined) throw new AppError('not_found', 'The team no longer exists.');
      return { id: team.id, name: team.name };
    },

    async reject(userId: string, teamId: string, token: string | undefined): Promise<void> {
      const invite = await answerableInvite(userId, teamId, token);
      await repository.answerInvite(invite.id);
    },
  };
}

export type TeamsService = ReturnType<typeof createTeamsService>;
