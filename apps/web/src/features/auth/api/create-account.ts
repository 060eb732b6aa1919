import { createUser, type BodyOf } from '@parley/contract';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';

export const createAccount = (body: BodyOf<typeof createUser>) => callOperation(createUser, { body });

export const useCreateAccount = () => useMutation({ mutationFn: createAccount });
