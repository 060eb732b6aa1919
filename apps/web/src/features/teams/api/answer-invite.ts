import { acceptInvite, rejectInvite } from '@parley/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';
import { teamsQueryKey } from '#src/lib/teams.ts';
import { myInvitesQueryOptions } from './my-invites.ts';

interface Answer {
  teamId: string;
  token?: string | undefined;
}

export const acceptInvitation = ({ teamId, token }: Answer) =>
  callOperation(acceptInvite, { params: { teamId }, body: token === undefined ? {} : { token } });

export const declineInvitation = ({ teamId, token }: Answer) =>
  callOperation(rejectInvite, { params: { teamId }, body: token === undefined ? {} : { token } });

function useRefreshAfterAnswer() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: teamsQueryKey });
    await queryClient.invalidateQueries({ queryKey: myInvitesQueryOptions.queryKey });
  };
}

export function useAcceptInvite() {
  const refresh = useRefreshAfterAnswer();
  return useMutation({ mutationFn: acceptInvitation, onSuccess: refresh });
}

export function useRejectInvite() {
  const refresh = useRefreshAfterAnswer();
  return useMutation({ mutationFn: declineInvitation, onSuccess: refresh });
}
