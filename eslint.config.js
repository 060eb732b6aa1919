import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

const notTheServer = {
  group: ['@parley/server', '**/apps/server/**'],
  message: 'The web app never imports the server; share through @parley/contract.',
};
const webFeatures = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'apps/web/dist/**',
      'apps/server/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // A repository is imported from its own folder (`./x.repository.ts`) only.
              regex: '^(\\.\\./|#src/).*\\.repository(\\.ts)?$',
              message: 'Call the module service; only a module reaches its own repository.',
            },
            {
              group: ['@parley/web', '**/apps/web/**'],
              message: 'The server never imports the web app; share through @parley/contract.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [notTheServer] }],
    },
  },
  // Imports flow one way in the web app: shared (components, lib) → features → app.
  {
    files: ['apps/web/src/{components,lib}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            notTheServer,
            { regex: '^#src/(features|app)/', message: 'Shared code never imports features or the app.' },
          ],
        },
      ],
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            notTheServer,
            {
              regex: `^#src/features/(?!${feature}/)`,
              message: 'A feature never imports another feature; compose them in src/app.',
            },
            { regex: '^#src/app/', message: 'Features never import the app layer.' },
          ],
        },
      ],
    },
  })),
  {
    // Asymmetric matchers (expect.any, expect.stringMatching) are typed `any` by design.
    files: ['**/*.test.{ts,tsx}', 'e2e/**'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    // Scripts, benchmarks and test harnesses report to the terminal; tests assert on what was logged.
    files: [
      'scripts/**',
      'bench/**',
      'e2e/**',
      'apps/server/src/main.ts',
      '**/*.config.ts',
      '**/*.test.{ts,tsx}',
    ],
    rules: { 'no-console': 'off' },
  },
);
