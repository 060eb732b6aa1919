import path from 'node:path';
import { z } from 'zod';

export const ROLES = ['web', 'smtp', 'worker'] as const;
export type Role = (typeof ROLES)[number];

const port = z.coerce.number().int().min(0).max(65_535);
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();
const optionalUrl = (protocols: readonly string[]) =>
  optionalString.refine((value) => value === undefined || hasProtocol(value, protocols), {
    message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  });

function hasProtocol(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const domainPattern =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** The configuration contract of ARCHITECTURE.md §3: every variable has a working default. */
const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  ROOT_URL: optionalUrl(['http:', 'https:']),
  MAIL_DOMAINS: z
    .string()
    .default('parley.localhost')
    .transform((value) =>
      value
        .split(',')
        .map((domain) => domain.trim().toLowerCase())
        .filter((domain) => domain !== ''),
    )
    .refine((domains) => domains.every((domain) => domainPattern.test(domain)), {
      message: 'must be a comma-separated list of domain names, e.g. "example.com,mail.example.com"',
    }),
  SMTP_PORT: port.default(2525),
  SMTP_RELAY_URL: optionalUrl(['smtp:', 'smtps:']),
  SECRET_KEY: optionalString.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl(['http:', 'https:']),
  ANTHROPIC_API_KEY: optionalString,
  GEMINI_API_KEY: optionalString,
  GEMINI_BASE_URL: optionalUrl(['http:', 'https:']),
  OLLAMA_BASE_URL: optionalUrl(['http:', 'https:']),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  OIDC_ISSUER_URL: optionalUrl(['http:', 'https:']),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: optionalString,
  PARLEY_ROLES: z
    .string()
    .default(ROLES.join(','))
    .transform((value) => [...new Set(value.split(',').map((role) => role.trim()))].filter((r) => r !== ''))
    .refine(
      (roles) => roles.length > 0 && roles.every((role) => (ROLES as readonly string[]).includes(role)),
      {
        message: `must be a comma-separated subset of ${ROLES.join(', ')}`,
      },
    )
    .transform((roles) => roles as Role[]),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, context) => {
      if (value === '' || value === 'false') return false;
      if (value === 'true') return true;
      const addresses = value.split(',').map((part) => part.trim());
      if (addresses.every((part) => /^[\d.:a-fA-F/]+$/.test(part))) return addresses;
      context.addIssue({
        code: 'custom',
        message: 'must be true, false, or a comma list of proxy addresses (CIDR allowed)',
      });
      return z.NEVER;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  /** Absolute path. */
  dataDir: string;
  databaseUrl: string | undefined;
  rootUrl: string;
  mailDomains: string[];
  smtpPort: number;
  smtpRelayUrl: string | undefined;
  /** Undefined until resolved at start: a generated key is kept in the data directory. */
  secretKey: string | undefined;
  providers: {
    openaiApiKey: string | undefined;
    openaiBaseUrl: string | undefined;
    anthropicApiKey: string | undefined;
    geminiApiKey: string | undefined;
    geminiBaseUrl: string | undefined;
    ollamaBaseUrl: string | undefined;
  };
  oauth: {
    google: { clientId: string; clientSecret: string } | undefined;
    github: { clientId: string; clientSecret: string } | undefined;
    /** A generic OpenID Connect provider (company single sign-on). */
    oidc: { issuerUrl: string; clientId: string; clientSecret: string; name: string } | undefined;
  };
  /** Which proxies' X-Forwarded-* headers to believe (client address for rate limits and logs). */
  trustProxy: boolean | string[];
  roles: Role[];
  logLevel: Env['LOG_LEVEL'];
}

export class ConfigError extends Error {
  readonly issues: readonly { key: string; message: string }[];

  constructor(issues: readonly { key: string; message: string }[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  ${issue.key}: ${issue.message}`).join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

/** Reads the configuration from environment variables, failing with every bad key at once. */
export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({
        key: String(issue.path[0] ?? '(root)'),
        message: issue.message,
      })),
    );
  }
  const e = parsed.data;
  const issues: { key: string; message: string }[] = [];
  const google = pair(
    'GOOGLE_CLIENT_ID',
    e.GOOGLE_CLIENT_ID,
    'GOOGLE_CLIENT_SECRET',
    e.GOOGLE_CLIENT_SECRET,
    issues,
  );
  const github = pair(
    'GITHUB_CLIENT_ID',
    e.GITHUB_CLIENT_ID,
    'GITHUB_CLIENT_SECRET',
    e.GITHUB_CLIENT_SECRET,
    issues,
  );
  const oidc = oidcProvider(e, issues);
  if (issues.length > 0) throw new ConfigError(issues);

  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    rootUrl: (e.ROOT_URL ?? `http://${urlHost(e.HOST)}:${e.PORT}`).replace(/\/+$/, ''),
    mailDomains: e.MAIL_DOMAINS,
    smtpPort: e.SMTP_PORT,
    smtpRelayUrl: e.SMTP_RELAY_URL,
    secretKey: e.SECRET_KEY,
    providers: {
      openaiApiKey: e.OPENAI_API_KEY,
      openaiBaseUrl: e.OPENAI_BASE_URL,
      anthropicApiKey: e.ANTHROPIC_API_KEY,
      geminiApiKey: e.GEMINI_API_KEY,
      geminiBaseUrl: e.GEMINI_BASE_URL,
      ollamaBaseUrl: e.OLLAMA_BASE_URL,
    },
    oauth: { google, github, oidc },
    trustProxy: e.TRUST_PROXY,
    roles: e.PARLEY_ROLES,
    logLevel: e.LOG_LEVEL,
  };
}

/** An OAuth client needs both halves; one without the other is a mistake worth stopping for. */
function pair(
  idKey: string,
  clientId: string | undefined,
  secretKey: string,
  clientSecret: string | undefined,
  issues: { key: string; message: string }[],
): { clientId: string; clientSecret: string } | undefined {
  if (clientId !== undefined && clientSecret !== undefined) return { clientId, clientSecret };
  if (clientId !== undefined) issues.push({ key: secretKey, message: `is required when ${idKey} is set` });
  if (clientSecret !== undefined)
    issues.push({ key: idKey, message: `is required when ${secretKey} is set` });
  return undefined;
}

const OIDC_KEYS = ['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;

/** The generic OpenID Connect provider needs its issuer, client id and secret together. */
function oidcProvider(e: Env, issues: { key: string; message: string }[]): Config['oauth']['oidc'] {
  const { OIDC_ISSUER_URL: issuerUrl, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = e;
  if (issuerUrl !== undefined && clientId !== undefined && clientSecret !== undefined) {
    return { issuerUrl, clientId, clientSecret, name: e.OIDC_NAME ?? 'Single sign-on' };
  }
  const set = OIDC_KEYS.filter((key) => e[key] !== undefined);
  if (set.length > 0) {
    for (const key of OIDC_KEYS.filter((k) => e[k] === undefined)) {
      issues.push({
        key,
        message: `is required when ${set.join(' and ')} ${set.length > 1 ? 'are' : 'is'} set`,
      });
    }
  }
  return undefined;
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
