import {
  credentialSettingsSchemas,
  SECRET_REQUIRED,
  type Credential,
  type CredentialBody,
  type CredentialKind,
} from '@parley/contract';
import type { Database } from '../../db/client.ts';
import type { SecretBox } from '../../platform/crypto.ts';
import { AppError, invalidField } from '../../platform/errors.ts';
import { createCredentialsRepository, type CredentialRow } from './credentials.repository.ts';
import type { TeamPolicy } from './teams.policy.ts';

const HINT_LENGTH = 4;
/** Shorter secrets get no hint: four characters of eight would give too much away. */
const HINT_MIN_SECRET_LENGTH = 12;

const noSuchCredential = () => new AppError('not_found', 'There is no such credential in this team.');

function hintOf(secret: string): string {
  return secret.length >= HINT_MIN_SECRET_LENGTH ? `…${secret.slice(-HINT_LENGTH)}` : '…';
}

function toCredential(row: CredentialRow): Credential {
  return {
    id: row.id,
    teamId: row.teamId,
    kind: row.kind as CredentialKind,
    name: row.name,
    settings: row.settings,
    hasSecret: row.secret !== null,
    secretHint: row.secretHint,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A team's provider keys and settings. Secrets are sealed at rest and only ever leave as a hint. */
export function createCredentialsService({
  db,
  policy,
  secretBox,
}: {
  db: Database;
  policy: TeamPolicy;
  secretBox: SecretBox;
}) {
  const repository = createCredentialsRepository(db);

  async function requireCredential(userId: string, teamId: string, id: string): Promise<CredentialRow> {
    await policy.requireMember(userId, teamId);
    const row = await repository.find(teamId, id);
    if (row === undefined) throw noSuchCredential();
    return row;
  }

  return {
    async list(userId: string, teamId: string): Promise<Credential[]> {
      await policy.requireMember(userId, teamId);
      return (await repository.list(teamId)).map(toCredential);
    },

    async get(userId: string, teamId: string, id: string): Promise<Credential> {
      return toCredential(await requireCredential(userId, teamId, id));
    },

    async create(userId: string, teamId: string, input: CredentialBody): Promise<Credential> {
      await policy.requireMember(userId, teamId);
      if (input.secret === undefined && SECRET_REQUIRED.has(input.kind)) {
        throw invalidField('body.secret', 'is required for this kind of credential');
      }
      const row = await repository.insert({
        teamId,
        kind: input.kind,
        name: input.name,
        settings: credentialSettingsSchemas[input.kind].parse(input.settings),
        secret: input.secret === undefined ? null : secretBox.seal(input.secret),
        secretHint: input.secret === undefined ? null : hintOf(input.secret),
      });
      return toCredential(row);
    },

    /** Changes name and settings (checked against the credential's kind); an omitted secret is kept. */
    async update(
      userId: string,
      teamId: string,
      id: string,
      input: { name: string; settings: Record<string, unknown>; secret?: string | undefined },
    ): Promise<Credential> {
      const existing = await requireCredential(userId, teamId, id);
      const schema = credentialSettingsSchemas[existing.kind as CredentialKind];
      const settings = schema.safeParse(input.settings);
      if (!settings.success) {
        const [issue] = settings.error.issues;
        throw invalidField(
          ['body', 'settings', ...(issue?.path ?? []).map(String)].join('.'),
          issue?.message ?? 'is invalid',
        );
      }
      const row = await repository.update(teamId, id, {
        name: input.name,
        settings: settings.data,
        ...(input.secret === undefined
          ? {}
          : { secret: secretBox.seal(input.secret), secretHint: hintOf(input.secret) }),
      });
      if (row === undefined) throw noSuchCredential();
      return toCredential(row);
    },

    async remove(userId: string, teamId: string, id: string): Promise<void> {
      await policy.requireMember(userId, teamId);
      if (!(await repository.delete(teamId, id))) throw noSuchCredential();
    },

    /**
     * A credential of one kind for the module that calls the provider: the one named, else the team's
     * first of that kind. The secret comes opened; it must never reach a response or a log.
     */
    async forUse(
      teamId: string,
      kind: CredentialKind,
      id?: string | null,
    ): Promise<{ id: string; settings: Record<string, unknown>; secret: string | undefined } | undefined> {
      const row =
        id === undefined || id === null
          ? (await repository.list(teamId)).find((candidate) => candidate.kind === kind)
          : await repository.find(teamId, id);
      if (row?.kind !== kind) return undefined;
      return {
        id: row.id,
        settings: row.settings,
        secret: row.secret === null ? undefined : secretBox.open(row.secret),
      };
    },
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
