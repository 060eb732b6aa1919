import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';

// Spec §2, with example ids.
const PUBLIC_PATHS = [
  '/',
  '/login',
  '/create-account',
  '/2fa',
  '/forgot-password',
  '/reset-password',
  '/terms-of-service',
  '/privacy-policy',
  '/about',
  '/console/team/t1/accept-invite',
];
const AGENT = '/console/team/t1/agent/a1';
const PROTECTED_PATHS = [
  '/console',
  '/console/teams',
  '/console/team/add',
  '/console/account',
  '/console/team/t1',
  '/console/team/t1/knowledge',
  '/console/team/t1/settings',
  '/console/team/t1/users',
  '/console/team/t1/knowledge/s1',
  '/console/team/t1/edit',
  '/console/team/t1/knowledge/add',
  '/console/team/t1/knowledge/search',
  '/console/team/t1/agent/add',
  AGENT,
  ...[
    'metrics',
    'scenarios',
    'knowledge',
    'knowledge/s1',
    'knowledge/s1/learn',
    'knowledge/add',
    'knowledge/search',
    'knowledge/documents',
    'knowledge/graph',
    'logs',
    'action-log/m1',
    'memories',
    'conversations',
    'conversations/c1',
    'settings',
    'edit',
    'try',
    'capabilities',
    'scenario/add',
    'scenario/sc1/edit',
  ].map((view) => `${AGENT}/${view}`),
];

function screenFor(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const leaf = matches.at(-1)?.route;
  return { leaf, guarded: matches.some((match) => match.route.id === 'console') };
}

describe('the route table', () => {
  it.each(PUBLIC_PATHS)('has a screen for %s, open to everyone and loaded on demand', (path) => {
    const { leaf, guarded } = screenFor(path);

    expect(leaf?.path).not.toBe('*');
    expect(typeof leaf?.lazy).toBe('function');
    expect(guarded).toBe(false);
  });

  it.each(PROTECTED_PATHS)('has a screen for %s behind the login guard, loaded on demand', (path) => {
    const { leaf, guarded } = screenFor(path);

    expect(leaf?.path).not.toBe('*');
    expect(typeof leaf?.lazy).toBe('function');
    expect(guarded).toBe(true);
  });

  it('gives each console path its own screen', () => {
    const leaves = PROTECTED_PATHS.map((path) => screenFor(path).leaf);
    expect(new Set(leaves).size).toBe(PROTECTED_PATHS.length);
  });

  it.each(['/nope', '/console-x', '/terms', '/console/team/t1/agent/a1/unknown-view'])(
    'sends %s to the not-found page',
    (path) => {
      expect(screenFor(path).leaf?.path).toBe('*');
    },
  );
});
