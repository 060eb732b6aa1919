import { z } from 'zod';
import { defineOperation } from '../operation.ts';
import { emailField, emptyData, newPasswordField, timestampField } from './fields.ts';
import { userSchema } from './users.ts';

export const twoFactorRequiredSchema = z
  .object({ twoFactorRequired: z.literal(true) })
  .meta({ id: 'TwoFactorRequired' });

export const loginBody = z.object({ email: emailField, password: z.string().min(1, 'is required').max(256) });

export const login = defineOperation({
  operationId: 'login',
  method: 'POST',
  path: '/authentication/login',
  tags: ['authentication'],
  summary: 'Sign in with e-mail and password',
  description:
    'Sets the session cookie and answers the user. When the account has two-factor sign-in on, it answers `{ twoFactorRequired: true }` and a short-lived pending session that only `POST /authentication/2fa` can complete. Limited per address and per client (429 with Retry-After).',
  public: true,
  body: loginBody,
  data: z.union([userSchema, twoFactorRequiredSchema]),
});

export const completeTwoFactorLogin = defineOperation({
  operationId: 'completeTwoFactorLogin',
  method: 'POST',
  path: '/authentication/2fa',
  tags: ['authentication'],
  summary: 'Finish signing in with a TOTP code or a one-time recovery code',
  public: true,
  body: z.object({ code: z.string().trim().min(1, 'is required').max(64) }),
  data: z.object({ user: userSchema, redirectUrl: z.string().nullable() }),
});

export const logout = defineOperation({
  operationId: 'logout',
  method: 'POST',
  path: '/authentication/logout',
  tags: ['authentication'],
  summary: 'End the current session',
  public: true,
  data: emptyData,
});

export const forgotPasswordBody = z.object({ email: emailField });

export const forgotPassword = defineOperation({
  operationId: 'forgotPassword',
  method: 'POST',
  path: '/authentication/forgot-password',
  tags: ['authentication'],
  summary: 'E-mail a password-reset link',
  description:
    'Answers the same whether or not the address has an account. The link is single-use and expires after one hour.',
  public: true,
  body: forgotPasswordBody,
  data: emptyData,
});

export const checkResetToken = defineOperation({
  operationId: 'checkResetToken',
  method: 'GET',
  path: '/authentication/reset-password',
  tags: ['authentication'],
  summary: 'Check that a password-reset link is still valid',
  public: true,
  query: z.object({ email: emailField, token: z.string().min(1).max(200) }),
  data: z.object({ valid: z.literal(true) }),
});

export const resetPassword = defineOperation({
  operationId: 'resetPassword',
  method: 'POST',
  path: '/authentication/reset-password',
  tags: ['authentication'],
  summary: 'Set a new password with a reset link',
  description:
    'Ends every session of the user. It does not sign in, so an account with two-factor sign-in still needs its second factor.',
  public: true,
  body: z.object({ email: emailField, token: z.string().min(1).max(200), password: newPasswordField }),
  data: emptyData,
});

export const oauthProviderSchema = z
  .object({ id: z.enum(['google', 'github', 'oidc']), name: z.string() })
  .meta({ id: 'OAuthProvider' });
export type OAuthProvider = z.infer<typeof oauthProviderSchema>;

export const listOAuthProviders = defineOperation({
  operationId: 'listOAuthProviders',
  method: 'GET',
  path: '/authentication/oauth/providers',
  tags: ['authentication'],
  summary: 'The external identity providers this deployment offers',
  description:
    'Sign in with one at `GET /authentication/oauth/{provider}?redirectUrl=/console` (a browser navigation, answered with a redirect to the provider, with state and PKCE). When signed in, the same call links the provider to the account.',
  public: true,
  data: z.array(oauthProviderSchema),
});

export const identitySchema = z
  .object({
    id: z.string(),
    provider: z.string(),
    providerName: z.string(),
    email: z.string().nullable(),
    createdAt: timestampField,
  })
  .meta({ id: 'OAuthIdentity' });
export type Identity = z.infer<typeof identitySchema>;

export const listIdentities = defineOperation({
  operationId: 'listIdentities',
  method: 'GET',
  path: '/authentication/oauth/identities',
  tags: ['authentication'],
  summary: "The signed-in user's linked identity-provider accounts",
  data: z.array(identitySchema),
});

export const deleteIdentity = defineOperation({
  operationId: 'deleteIdentity',
  method: 'DELETE',
  path: '/authentication/oauth/identities/{id}',
  tags: ['authentication'],
  summary: 'Unlink an identity-provider account',
  description: 'Refused (409) when it is the last way to sign in.',
  params: z.object({ id: z.uuid() }),
  data: emptyData,
});

export const twoFactorSetupSchema = z.object({
  secret: z.string().describe('The TOTP secret in base32, for typing into an authenticator app.'),
  otpauthUrl: z.string(),
  qrCodeDataUrl: z.string().describe('The otpauth URL as a QR code (an SVG data URL).'),
});

export const setupTwoFactor = defineOperation({
  operationId: 'setupTwoFactor',
  method: 'POST',
  path: '/user/two-factor/setup',
  tags: ['two-factor'],
  summary: 'Start turning on two-factor sign-in: a new TOTP secret and its QR code',
  description: 'Nothing changes until the secret is confirmed with `POST /user/two-factor/enable`.',
  data: twoFactorSetupSchema,
});

const codeBody = z.object({ code: z.string().trim().min(1, 'is required').max(64) });
const recoveryCodesData = z.object({
  recoveryCodes: z
    .array(z.string())
    .describe('One-time codes, shown only now; each replaces a TOTP code once.'),
});

export const enableTwoFactor = defineOperation({
  operationId: 'enableTwoFactor',
  method: 'POST',
  path: '/user/two-factor/enable',
  tags: ['two-factor'],
  summary: 'Turn on two-factor sign-in by confirming a code from the new secret',
  body: codeBody,
  data: recoveryCodesData,
});

export const disableTwoFactor = defineOperation({
  operationId: 'disableTwoFactor',
  method: 'POST',
  path: '/user/two-factor/disable',
  tags: ['two-factor'],
  summary: 'Turn off two-factor sign-in with a TOTP or recovery code',
  body: codeBody,
  data: emptyData,
});

export const regenerateRecoveryCodes = defineOperation({
  operationId: 'regenerateRecoveryCodes',
  method: 'POST',
  path: '/user/two-factor/recovery-codes',
  tags: ['two-factor'],
  summary: 'Replace the recovery codes (the old ones stop working)',
  body: codeBody,
  data: recoveryCodesData,
});

export const sessionSchema = z
  .object({
    id: z.string(),
    createdAt: timestampField,
    lastSeenAt: timestampField,
    userAgent: z.string().nullable(),
    ipAddress: z.string().nullable(),
    current: z.boolean(),
  })
  .meta({ id: 'Session' });
export type SessionInfo = z.infer<typeof sessionSchema>;

export const listSessions = defineOperation({
  operationId: 'listSessions',
  method: 'GET',
  path: '/user/sessions',
  tags: ['user'],
  summary: "The signed-in user's sessions, newest first",
  data: z.array(sessionSchema),
});

export const revokeSession = defineOperation({
  operationId: 'revokeSession',
  method: 'DELETE',
  path: '/user/sessions/{sessionId}',
  tags: ['user'],
  summary: 'Sign out one session',
  params: z.object({ sessionId: z.uuid() }),
  data: emptyData,
});

export const revokeOtherSessions = defineOperation({
  operationId: 'revokeOtherSessions',
  method: 'DELETE',
  path: '/user/sessions',
  tags: ['user'],
  summary: 'Sign out every session but this one',
  data: z.object({ revoked: z.number().int() }),
});
