import { z } from 'zod';
import { defineOperation } from '../operation.ts';
import { emailField, emptyData, nameField, newPasswordField, timestampField } from './fields.ts';

export const userSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
    /** False for accounts that only sign in through an identity provider. */
    hasPassword: z.boolean(),
    createdAt: timestampField,
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const createUserBody = z.object({
  email: emailField,
  password: newPasswordField,
  firstName: nameField,
  lastName: nameField,
});

export const createUser = defineOperation({
  operationId: 'createUser',
  method: 'POST',
  path: '/user',
  tags: ['user'],
  summary: 'Create an account',
  description:
    'Creates the account and e-mails a verification link. The answer is the same whether or not the address already has an account (its owner is told by e-mail instead), so it reveals nothing about who has one. It does not sign in.',
  public: true,
  body: z.object({
    email: emailField,
    password: newPasswordField,
    firstName: nameField,
    lastName: nameField,
  }),
  data: z.object({ email: z.string() }),
});

export const verifyEmail = defineOperation({
  operationId: 'verifyEmail',
  method: 'GET',
  path: '/user/verify',
  tags: ['user'],
  summary: 'Confirm an e-mail address with the token from the verification e-mail',
  public: true,
  query: z.object({ email: emailField, token: z.string().min(1).max(200) }),
  data: z.object({ email: z.string(), verified: z.literal(true) }),
});

export const resendVerification = defineOperation({
  operationId: 'resendVerification',
  method: 'POST',
  path: '/user/resend-verification',
  tags: ['user'],
  summary: "E-mail a new verification link to the signed-in user's address",
  data: z.object({ email: z.string() }),
});

export const getCurrentUser = defineOperation({
  operationId: 'getCurrentUser',
  method: 'GET',
  path: '/user/me',
  tags: ['user'],
  summary: 'The signed-in user',
  description:
    'Without a session it answers 401. With `sessionCheck=true` it answers 204 when the session is absent or expired, and does not extend the session.',
  public: true,
  query: z.object({ sessionCheck: z.enum(['true', 'false']).optional() }),
  data: userSchema,
  mayAnswerNoContent: true,
});

export const profileBody = z.object({ firstName: nameField, lastName: nameField });

export const updateProfile = defineOperation({
  operationId: 'updateProfile',
  method: 'PUT',
  path: '/user/profile',
  tags: ['user'],
  summary: "Change the signed-in user's name",
  body: profileBody,
  data: userSchema,
});

export const changePassword = defineOperation({
  operationId: 'changePassword',
  method: 'PUT',
  path: '/user/password',
  tags: ['user'],
  summary: 'Change (or, for accounts without one, set) the password',
  description:
    'Requires the current password when the account has one. Ends every other session of the user.',
  body: z.object({ currentPassword: z.string().max(256).optional(), password: newPasswordField }),
  data: emptyData,
});
