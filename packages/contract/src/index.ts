export * from './envelope.ts';
export * from './errors.ts';
export * from './operation.ts';
export * from './operations/session.ts';
export * from './operations/system.ts';
