export * from './envelope.ts';
export * from './errors.ts';
export * from './operation.ts';
export * from './operations/authentication.ts';
export * from './operations/fields.ts';
export * from './operations/system.ts';
export * from './operations/users.ts';
export * from './redirects.ts';
