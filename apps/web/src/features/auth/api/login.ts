import { login, type BodyOf } from '@parley/contract';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';

export const loginWithPassword = (body: BodyOf<typeof login>) => callOperation(login, { body });

export const useLogin = () => useMutation({ mutationFn: loginWithPassword });
