import { disableTwoFactor } from '@parley/contract';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';

export const turnOffTwoFactor = (code: string) => callOperation(disableTwoFactor, { body: { code } });

export const useDisableTwoFactor = () => useMutation({ mutationFn: turnOffTwoFactor });
