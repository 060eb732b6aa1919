import { z } from 'zod';
import { defineOperation } from '../operation.ts';
import { emptyData, timestampField } from './fields.ts';

const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const optionalText = z.string().trim().max(200).optional();

/** Public settings of each kind of credential; the secret is separate and never sent back. */
export const credentialSettingsSchemas = {
  openai: z.object({ baseUrl: url.optional(), organization: optionalText, defaultModel: optionalText }),
  anthropic: z.object({ defaultModel: optionalText }),
  google: z.object({ defaultModel: optionalText }),
  ollama: z.object({ baseUrl: url, defaultModel: optionalText }),
  'openai-compatible': z.object({ baseUrl: url, defaultModel: optionalText }),
  smtp: z.object({
    host: z.string().trim().min(1, 'is required').max(253),
    port: z.number().int().min(1).max(65_535),
    secure: z.boolean(),
    username: optionalText,
    fromAddress: z.email('must be an e-mail address').optional(),
  }),
  'google-drive': z.object({ accountEmail: z.email().optional() }),
} as const;

export type CredentialKind = keyof typeof credentialSettingsSchemas;
export const CREDENTIAL_KINDS = Object.keys(credentialSettingsSchemas) as [
  CredentialKind,
  ...CredentialKind[],
];

/** Kinds that cannot work without a secret (an API key, a token). */
export const SECRET_REQUIRED: ReadonlySet<CredentialKind> = new Set([
  'openai',
  'anthropic',
  'google',
  'google-drive',
]);

const secretField = z.string().min(1, 'is required').max(4000);
const nameField = z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters');

const variant = <K extends CredentialKind>(kind: K) =>
  z.object({
    kind: z.literal(kind),
    name: nameField,
    settings: credentialSettingsSchemas[kind],
    secret: secretField.optional(),
  });

export const credentialBody = z.discriminatedUnion('kind', [
  variant('openai'),
  variant('anthropic'),
  variant('google'),
  variant('ollama'),
  variant('openai-compatible'),
  variant('smtp'),
  variant('google-drive'),
]);
export type CredentialBody = z.input<typeof credentialBody>;

export const credentialUpdateBody = z.object({
  name: nameField,
  settings: z.record(z.string(), z.unknown()),
  /** Omitted: keep the stored secret. */
  secret: secretField.optional(),
});

export const credentialSchema = z
  .object({
    id: z.string(),
    teamId: z.string(),
    kind: z.enum(CREDENTIAL_KINDS),
    name: z.string(),
    settings: z.record(z.string(), z.unknown()),
    hasSecret: z.boolean(),
    /** The secret's last characters, e.g. "…x7Qa"; the secret itself is never sent back. */
    secretHint: z.string().nullable(),
    createdAt: timestampField,
    updatedAt: timestampField,
  })
  .meta({ id: 'Credential' });
export type Credential = z.infer<typeof credentialSchema>;

const teamParams = z.object({ teamId: z.uuid() });
const credentialParams = teamParams.extend({ credentialsId: z.uuid() });

export const listCredentials = defineOperation({
  operationId: 'listCredentials',
  method: 'GET',
  path: '/teams/{teamId}/credentials',
  tags: ['credentials'],
  summary: "A team's credentials (secrets masked)",
  params: teamParams,
  data: z.array(credentialSchema),
});

export const createCredential = defineOperation({
  operationId: 'createCredential',
  method: 'POST',
  path: '/teams/{teamId}/credentials',
  tags: ['credentials'],
  summary: 'Store a credential; the secret is encrypted and never returned',
  params: teamParams,
  body: credentialBody,
  data: credentialSchema,
});

export const getCredential = defineOperation({
  operationId: 'getCredential',
  method: 'GET',
  path: '/teams/{teamId}/credentials/{credentialsId}',
  tags: ['credentials'],
  summary: 'One credential (secret masked)',
  params: credentialParams,
  data: credentialSchema,
});

export const updateCredential = defineOperation({
  operationId: 'updateCredential',
  method: 'PUT',
  path: '/teams/{teamId}/credentials/{credentialsId}',
  tags: ['credentials'],
  summary: "Change a credential's name, settings or secret (an omitted secret is kept)",
  params: credentialParams,
  body: credentialUpdateBody,
  data: credentialSchema,
});

export const deleteCredential = defineOperation({
  operationId: 'deleteCredential',
  method: 'DELETE',
  path: '/teams/{teamId}/credentials/{credentialsId}',
  tags: ['credentials'],
  summary: 'Delete a credential',
  params: credentialParams,
  data: emptyData,
});
