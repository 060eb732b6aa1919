import { enableTwoFactor } from '@parley/contract';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';

export const confirmTwoFactor = (code: string) => callOperation(enableTwoFactor, { body: { code } });

export const useEnableTwoFactor = () => useMutation({ mutationFn: confirmTwoFactor });
