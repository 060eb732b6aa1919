import { forgotPassword } from '@parley/contract';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';

export const requestPasswordReset = (email: string) => callOperation(forgotPassword, { body: { email } });

export const useForgotPassword = () => useMutation({ mutationFn: requestPasswordReset });
