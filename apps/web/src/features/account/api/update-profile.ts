import { updateProfile, type BodyOf } from '@parley/contract';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '#src/lib/api-client.ts';

export const saveProfile = (body: BodyOf<typeof updateProfile>) => callOperation(updateProfile, { body });

export const useUpdateProfile = () => useMutation({ mutationFn: saveProfile });
