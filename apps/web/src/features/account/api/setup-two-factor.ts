import { setupTwoFactor } from '@parley/contract';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';

export const startTwoFactorSetup = () => callOperation(setupTwoFactor, {});

export const useSetupTwoFactor = () => useMutation({ mutationFn: startTwoFactorSetup });
