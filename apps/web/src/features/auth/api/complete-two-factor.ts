import { completeTwoFactorLogin } from '@parley/contract';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';

export const completeTwoFactor = (code: string) => callOperation(completeTwoFactorLogin, { body: { code } });

export const useCompleteTwoFactor = () => useMutation({ mutationFn: completeTwoFactor });
