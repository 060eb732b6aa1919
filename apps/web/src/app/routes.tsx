import type { RouteObject } from 'react-router';
import { FullPageSpinner } from '#src/components/ui/full-page-spinner.tsx';
import { RequireSession } from '#src/lib/auth/require-session.tsx';
import { RootLayout, type RouteHandle } from './layout/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';

/**
 * A route whose screen arrives with a later feature: registered and guarded like the real one, it
 * shows an honest notice until then.
 */
function upcoming(
  path: string,
  title: string,
  arrivesWith: string,
  back = { to: '/console', label: 'Back to the console' },
): RouteObject {
  return {
    path,
    handle: { title } satisfies RouteHandle,
    lazy: async () => {
      const { UpcomingPage } = await import('./routes/upcoming-page.tsx');
      return { Component: () => <UpcomingPage title={title} arrivesWith={arrivesWith} back={back} /> };
    },
  };
}

/** Every screen of the product (spec §2), each loaded on first visit. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: FullPageSpinner,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: () => import('./routes/home.tsx') },
          { path: 'login', handle: { title: 'Sign in' }, lazy: () => import('./routes/login.tsx') },
          {
            path: 'create-account',
            handle: { title: 'Create account' },
            lazy: () => import('./routes/create-account.tsx'),
          },
          {
            path: '2fa',
            handle: { title: 'Two-factor sign-in' },
            lazy: () => import('./routes/two-factor.tsx'),
          },
          {
            path: 'forgot-password',
            handle: { title: 'Forgot password' },
            lazy: () => import('./routes/forgot-password.tsx'),
          },
          {
            path: 'reset-password',
            handle: { title: 'Reset password' },
            lazy: () => import('./routes/reset-password.tsx'),
          },
          {
            path: 'terms-of-service',
            handle: { title: 'Terms of Service' },
            lazy: () => import('./routes/terms-of-service.tsx'),
          },
          {
            path: 'privacy-policy',
            handle: { title: 'Privacy Policy' },
            lazy: () => import('./routes/privacy-policy.tsx'),
          },
          { path: 'about', handle: { title: 'About' }, lazy: () => import('./routes/about.tsx') },
          {
            path: 'console/team/:teamId/accept-invite',
            handle: { title: 'Team invitation' },
            lazy: () => import('./routes/accept-invite.tsx'),
          },
          {
            id: 'console',
            path: 'console',
            Component: RequireSession,
            children: [
              { index: true, handle: { title: 'Console' }, lazy: () => import('./routes/console-home.tsx') },
              {
                path: 'teams',
                handle: { title: 'Manage teams' },
                lazy: () => import('./routes/manage-teams.tsx'),
              },
              {
                path: 'team/add',
                handle: { title: 'New team' },
                lazy: () => import('./routes/new-team.tsx'),
              },
              {
                path: 'account',
                handle: { title: 'Account settings' },
                lazy: () => import('./routes/account.tsx'),
              },
              { path: 'team/:id', handle: { title: 'Team' }, lazy: () => import('./routes/team-home.tsx') },
              upcoming('team/:id/knowledge', 'Team knowledge', 'knowledge sources'),
              {
                path: 'team/:id/settings',
                handle: { title: 'Team settings' },
                lazy: () => import('./routes/team-settings.tsx'),
              },
              {
                path: 'team/:id/action-log/:metricId',
                handle: { title: 'Action log' },
                lazy: () => import('./routes/team-action-log.tsx'),
              },
              {
                path: 'team/:id/users',
                handle: { title: 'Team members' },
                lazy: () => import('./routes/team-users.tsx'),
              },
              upcoming('team/:id/knowledge/:sourceId', 'Knowledge source', 'knowledge sources'),
              {
                path: 'team/:teamId/edit',
                handle: { title: 'Rename team' },
                lazy: () => import('./routes/team-edit.tsx'),
              },
              upcoming('team/:teamId/knowledge/add', 'Add knowledge', 'knowledge sources'),
              upcoming('team/:teamId/knowledge/search', 'Search knowledge', 'knowledge search'),
              {
                path: 'team/:teamId/agent/add',
                handle: { title: 'New agent' },
                lazy: () => import('./routes/agent-add.tsx'),
              },
              ...agentRoutes('team/:teamId/agent/:agentId'),
            ],
          },
          { path: '*', handle: { title: 'Page not found' }, lazy: () => import('./routes/not-found.tsx') },
        ],
      },
    ],
  },
];

function agentRoutes(base: string): RouteObject[] {
  const built: [string, string, () => Promise<object>][] = [
    ['', 'Agent', () => import('./routes/agent-home.tsx')],
    ['scenarios', 'Scenarios', () => import('./routes/agent-scenarios.tsx')],
    ['settings', 'Agent settings', () => import('./routes/agent-settings.tsx')],
    ['edit', 'Persona', () => import('./routes/agent-edit.tsx')],
    ['capabilities', 'Capabilities', () => import('./routes/agent-capabilities.tsx')],
    ['metrics', 'Metrics', () => import('./routes/agent-metrics.tsx')],
    ['logs', 'Logs', () => import('./routes/agent-logs.tsx')],
    ['action-log/:metricId', 'Action log', () => import('./routes/agent-action-log.tsx')],
    ['scenario/add', 'New scenario', () => import('./routes/scenario-add.tsx')],
    ['scenario/:scenarioId/edit', 'Edit scenario', () => import('./routes/scenario-edit.tsx')],
  ];
  const upcomingViews: [string, string, string][] = [
    ['knowledge', 'Agent knowledge', 'knowledge sources'],
    ['knowledge/:sourceId', 'Knowledge source', 'knowledge sources'],
    ['knowledge/:sourceId/learn', 'Learn from a source', 'learning'],
    ['knowledge/add', 'Add knowledge', 'knowledge sources'],
    ['knowledge/search', 'Search knowledge', 'knowledge search'],
    ['knowledge/documents', 'Documents', 'knowledge documents'],
    ['knowledge/graph', 'Knowledge graph', 'the knowledge graph'],
    ['memories', 'Memories', 'memories'],
    ['conversations', 'Conversations', 'conversations'],
    ['conversations/:conversationId', 'Conversation', 'conversations'],
    ['try', 'Try the agent', 'live voice'],
  ];
  const pathOf = (view: string) => (view === '' ? base : `${base}/${view}`);
  return [
    ...built.map(([view, title, load]): RouteObject => ({
      path: pathOf(view),
      handle: { title },
      lazy: load,
    })),
    ...upcomingViews.map(([view, title, arrivesWith]) => upcoming(pathOf(view), title, arrivesWith)),
  ];
}
