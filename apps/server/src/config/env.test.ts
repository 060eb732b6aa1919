import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, '/srv/parley');
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('loadConfig', () => {
  it('runs with no configuration at all', () => {
    const config = loadConfig({}, '/srv/parley');

    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('/srv/parley', 'data'),
      databaseUrl: undefined,
      rootUrl: 'http://127.0.0.1:3000',
      mailDomains: ['parley.localhost'],
      smtpPort: 2525,
      smtpRelayUrl: undefined,
      secretKey: undefined,
      roles: ['web', 'smtp', 'worker'],
      logLevel: 'info',
      oauth: { google: undefined, github: undefined, oidc: undefined },
    });
  });

  it('reads every variable of the contract', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/parley',
        DATABASE_URL: 'postgres://parley@db:5432/parley',
        ROOT_URL: 'https://parley.example.com/',
        MAIL_DOMAINS: 'Agents.Example.com, example.org,',
        SMTP_PORT: '0',
        SMTP_RELAY_URL: 'smtp://user:pass@relay:587',
        SECRET_KEY: 'k'.repeat(40),
        OPENAI_API_KEY: 'sk-1',
        GEMINI_BASE_URL: 'http://127.0.0.1:9999',
        GOOGLE_CLIENT_ID: 'gid',
        GOOGLE_CLIENT_SECRET: 'gsecret',
        PARLEY_ROLES: 'worker, web',
        LOG_LEVEL: 'debug',
      },
      '/srv/parley',
    );

    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/parley',
      databaseUrl: 'postgres://parley@db:5432/parley',
      rootUrl: 'https://parley.example.com',
      mailDomains: ['agents.example.com', 'example.org'],
      smtpPort: 0,
      smtpRelayUrl: 'smtp://user:pass@relay:587',
      secretKey: 'k'.repeat(40),
      providers: { openaiApiKey: 'sk-1', geminiBaseUrl: 'http://127.0.0.1:9999' },
      oauth: { google: { clientId: 'gid', clientSecret: 'gsecret' }, github: undefined },
      roles: ['worker', 'web'],
      logLevel: 'debug',
    });
  });

  it('gives a browsable root URL when listening on every interface', () => {
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '3000' }).rootUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '::1', PORT: '3000' }).rootUrl).toBe('http://[::1]:3000');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SECRET_KEY: '  ' })).toMatchObject({
      databaseUrl: undefined,
      secretKey: undefined,
    });
  });

  it('names every bad key at once', () => {
    const error = configError({
      PORT: '70000',
      DATABASE_URL: 'mysql://nope',
      MAIL_DOMAINS: 'exa mple.com',
      SECRET_KEY: 'short',
      PARLEY_ROLES: 'web,mailer',
      LOG_LEVEL: 'verbose',
      SMTP_RELAY_URL: 'relay.example.com',
    });

    expect(error.issues.map((issue) => issue.key).sort()).toEqual([
      'DATABASE_URL',
      'LOG_LEVEL',
      'MAIL_DOMAINS',
      'PARLEY_ROLES',
      'PORT',
      'SECRET_KEY',
      'SMTP_RELAY_URL',
    ]);
    expect(error.message).toContain('SECRET_KEY: must be at least 32 characters');
  });

  it('refuses half an OAuth client', () => {
    const error = configError({ GITHUB_CLIENT_ID: 'id-only', GOOGLE_CLIENT_SECRET: 'secret-only' });

    expect(error.issues).toEqual([
      { key: 'GOOGLE_CLIENT_ID', message: 'is required when GOOGLE_CLIENT_SECRET is set' },
      { key: 'GITHUB_CLIENT_SECRET', message: 'is required when GITHUB_CLIENT_ID is set' },
    ]);
  });

  it('reads a generic OpenID Connect provider, and refuses an incomplete one', () => {
    const config = loadConfig({
      OIDC_ISSUER_URL: 'https://login.example.com/realms/acme',
      OIDC_CLIENT_ID: 'parley',
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_NAME: 'Acme SSO',
    });
    expect(config.oauth.oidc).toEqual({
      issuerUrl: 'https://login.example.com/realms/acme',
      clientId: 'parley',
      clientSecret: 's3cret',
      name: 'Acme SSO',
    });
    expect(loadConfig({}).oauth.oidc).toBeUndefined();

    const error = configError({ OIDC_ISSUER_URL: 'https://login.example.com', OIDC_CLIENT_ID: 'parley' });
    expect(error.issues).toEqual([
      { key: 'OIDC_CLIENT_SECRET', message: 'is required when OIDC_ISSUER_URL and OIDC_CLIENT_ID are set' },
    ]);
  });

  it('never puts a secret value in its message', () => {
    const error = configError({ SECRET_KEY: 'tiny-secret', PORT: 'x' });

    expect(error.message).not.toContain('tiny-secret');
  });
});
