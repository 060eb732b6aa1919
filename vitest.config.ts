import { defineConfig } from 'vitest/config';

// One Vitest run, several projects: `npm run test:unit` and `npm run test:integration` pick theirs by name.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit:contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'unit:server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts', 'src/**/*.routes.test.ts'],
        },
      },
      {
        test: {
          name: 'integration:server',
          root: 'apps/server',
          include: ['src/**/*.int.test.ts', 'src/**/*.routes.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
