export * from './auth.ts';
export * from './mail.ts';
export * from './system-settings.ts';
export * from './users.ts';
export * from './teams.ts';
export * from './agents.ts';
export * from './jobs.ts';
