import { resetPassword, type BodyOf } from '@parley/contract';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';

export const setNewPassword = (body: BodyOf<typeof resetPassword>) => callOperation(resetPassword, { body });

export const useResetPassword = () => useMutation({ mutationFn: setNewPassword });
