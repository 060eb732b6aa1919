export * from './system-settings.ts';
