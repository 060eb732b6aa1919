import { resendVerification } from '@parley/contract';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';

export const sendVerificationAgain = () => callOperation(resendVerification, {});

export const useResendVerification = () => useMutation({ mutationFn: sendVerificationAgain });
