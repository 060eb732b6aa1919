import { z } from 'zod';
import { defineOperation } from '../operation.ts';

export const userSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const getCurrentUser = defineOperation({
  operationId: 'getCurrentUser',
  method: 'GET',
  path: '/user/me',
  tags: ['user'],
  summary: 'The signed-in user',
  description:
    'With `sessionCheck=true` it answers 204 when the session is absent or expired, without extending it.',
  public: true,
  query: z.object({ sessionCheck: z.enum(['true', 'false']).optional() }),
  data: userSchema,
  mayAnswerNoContent: true,
});

export const logout = defineOperation({
  operationId: 'logout',
  method: 'POST',
  path: '/authentication/logout',
  tags: ['authentication'],
  summary: 'End the current session',
  public: true,
  data: z.object({}),
});
