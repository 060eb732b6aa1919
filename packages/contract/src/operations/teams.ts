import { z } from 'zod';
import { defineOperation } from '../operation.ts';
import { emailField, emptyData, timestampField } from './fields.ts';

export const teamNameField = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(100, 'must be at most 100 characters');

export const teamSchema = z.object({ id: z.string(), name: z.string() }).meta({ id: 'Team' });
export type Team = z.infer<typeof teamSchema>;

export const teamDetailSchema = teamSchema
  .extend({ createdAt: timestampField, memberCount: z.number().int() })
  .meta({ id: 'TeamDetail' });
export type TeamDetail = z.infer<typeof teamDetailSchema>;

const teamParams = z.object({ teamId: z.uuid() });
export const teamBody = z.object({ name: teamNameField });

export const listTeams = defineOperation({
  operationId: 'listTeams',
  method: 'GET',
  path: '/teams',
  tags: ['teams'],
  summary: 'The teams the signed-in user belongs to',
  data: z.array(teamSchema),
});

export const createTeam = defineOperation({
  operationId: 'createTeam',
  method: 'POST',
  path: '/team',
  tags: ['teams'],
  summary: 'Create a team; its creator is its first member',
  body: teamBody,
  data: teamDetailSchema,
});

export const getTeam = defineOperation({
  operationId: 'getTeam',
  method: 'GET',
  path: '/team/{teamId}',
  tags: ['teams'],
  summary: 'One team of the signed-in user',
  params: teamParams,
  data: teamDetailSchema,
});

export const updateTeam = defineOperation({
  operationId: 'updateTeam',
  method: 'PUT',
  path: '/team/{teamId}',
  tags: ['teams'],
  summary: 'Rename a team',
  params: teamParams,
  body: teamBody,
  data: teamDetailSchema,
});

export const deleteTeam = defineOperation({
  operationId: 'deleteTeam',
  method: 'DELETE',
  path: '/team/{teamId}',
  tags: ['teams'],
  summary: 'Delete a team and everything it owns, in one transaction',
  params: teamParams,
  data: emptyData,
});

export const teamUserSchema = z
  .object({
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    /** 'pending': added by address, joins once that address has a verified account. */
    status: z.enum(['member', 'pending']),
  })
  .meta({ id: 'TeamUser' });
export type TeamUser = z.infer<typeof teamUserSchema>;

export const listTeamUsers = defineOperation({
  operationId: 'listTeamUsers',
  method: 'GET',
  path: '/team/{teamId}/users',
  tags: ['teams'],
  summary: 'Members of a team, and those added by address who have not joined yet',
  params: teamParams,
  data: z.array(teamUserSchema),
});

export const addTeamUser = defineOperation({
  operationId: 'addTeamUser',
  method: 'POST',
  path: '/team/{teamId}/users',
  tags: ['teams'],
  summary: 'Add a member by e-mail address',
  description:
    'An existing user joins at once; for an address without an account the member-to-be is recorded and joins when an account with that address is verified. To ask first, send an invitation instead.',
  params: teamParams,
  body: z.object({ email: emailField }),
  data: teamUserSchema,
});

export const removeTeamUser = defineOperation({
  operationId: 'removeTeamUser',
  method: 'DELETE',
  path: '/team/{teamId}/users/{userEmailAddress}',
  tags: ['teams'],
  summary: 'Remove a member (or member-to-be); the last member cannot be removed',
  params: teamParams.extend({ userEmailAddress: emailField }),
  data: emptyData,
});

export const teamInviteSchema = z
  .object({
    email: z.string(),
    invitedBy: z.string().nullable(),
    createdAt: timestampField,
    expiresAt: timestampField,
    expired: z.boolean(),
  })
  .meta({ id: 'TeamInvite' });
export type TeamInvite = z.infer<typeof teamInviteSchema>;

export const listTeamInvites = defineOperation({
  operationId: 'listTeamInvites',
  method: 'GET',
  path: '/teams/{teamId}/invites',
  tags: ['invitations'],
  summary: "A team's invitations that have not been answered",
  params: teamParams,
  data: z.array(teamInviteSchema),
});

export const createTeamInvite = defineOperation({
  operationId: 'createTeamInvite',
  method: 'POST',
  path: '/teams/{teamId}/invites',
  tags: ['invitations'],
  summary: 'Invite someone by e-mail',
  description:
    'E-mails a link to /console/team/{teamId}/accept-invite. The invitation is valid for 7 days, works once, and only for the invited address. Refused (409) for a member or an address already invited.',
  params: teamParams,
  body: z.object({ email: emailField }),
  data: teamInviteSchema,
});

export const deleteTeamInvite = defineOperation({
  operationId: 'deleteTeamInvite',
  method: 'DELETE',
  path: '/teams/{teamId}/invites/{emailAddress}',
  tags: ['invitations'],
  summary: 'Withdraw an invitation',
  params: teamParams.extend({ emailAddress: emailField }),
  data: emptyData,
});

export const invitationSchema = z
  .object({
    teamId: z.string(),
    teamName: z.string(),
    invitedBy: z.string().nullable(),
    email: z.string(),
    expiresAt: timestampField,
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitationSchema>;

export const listMyInvites = defineOperation({
  operationId: 'listMyInvites',
  method: 'GET',
  path: '/invites/me',
  tags: ['invitations'],
  summary: "Open invitations for the signed-in user's verified address",
  data: z.array(invitationSchema),
});

const invitationAnswer = z.object({
  token: z.string().min(1).max(200).optional().describe('The token from the invitation link.'),
});

export const getInvitation = defineOperation({
  operationId: 'getInvitation',
  method: 'GET',
  path: '/teams/{teamId}/invitation',
  tags: ['invitations'],
  summary: 'The invitation the signed-in user holds for a team (by link token, or by verified address)',
  params: teamParams,
  query: invitationAnswer,
  data: invitationSchema,
});

export const acceptInvite = defineOperation({
  operationId: 'acceptInvite',
  method: 'POST',
  path: '/teams/{teamId}/accept-invite',
  tags: ['invitations'],
  summary: 'Join a team by its invitation',
  description:
    "With the token from the link, or without one for an invitation to the user's verified address. An invitation to another address is refused (403). Accepting with the link also confirms the address, since the link was e-mailed to it.",
  params: teamParams,
  body: invitationAnswer,
  data: teamSchema,
});

export const rejectInvite = defineOperation({
  operationId: 'rejectInvite',
  method: 'POST',
  path: '/teams/{teamId}/reject-invite',
  tags: ['invitations'],
  summary: 'Decline an invitation',
  params: teamParams,
  body: invitationAnswer,
  data: emptyData,
});
