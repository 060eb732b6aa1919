import { regenerateRecoveryCodes } from '@parley/contract';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';

export const replaceRecoveryCodes = (code: string) =>
  callOperation(regenerateRecoveryCodes, { body: { code } });

export const useRegenerateRecoveryCodes = () => useMutation({ mutationFn: replaceRecoveryCodes });
