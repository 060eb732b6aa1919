import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, noContent } from '#src/testing/fake-fetch.ts';
import { ada } from '#src/testing/users.ts';
import { currentUrl, renderApp } from '#src/testing/render-app.tsx';
import { SESSION_CHECK_INTERVAL_MS } from './require-session.tsx';

describe('the console guard', () => {
  it('sends a signed-out visitor to /login with the whole address, replacing the history entry', async () => {
    const { requests } = fakeFetch({ 'GET /api/user/me?sessionCheck=true': () => noContent() });
    const { router } = renderApp('/console/team/t1/agent/a1/logs?tab=2#recent');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });

    expect(currentUrl(router)).toBe(
      `/login?redirectUrl=${encodeURIComponent('/console/team/t1/agent/a1/logs?tab=2#recent')}`,
    );
    expect(router.state.historyAction).toBe('REPLACE');
    expect(
      requests.filter((request) => request.url.startsWith('/api/user/')).map((request) => request.url),
    ).toEqual(['/api/user/me?sessionCheck=true']);
  });

  it('treats a failed user check as signed out, and logs it', async () => {
    fakeFetch({
      'GET /api/user/me?sessionCheck=true': () =>
        json(500, { error: { code: 'internal_error', message: 'x' } }),
    });
    const { router } = renderApp('/console');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(console.error).toHaveBeenCalledWith(
      'No active user session or error fetching user data',
      expect.anything(),
    );
    vi.mocked(console.error).mockClear();
  });

  it('shows the console to a signed-in user and signs out when a later check finds the session expired', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let sessionAlive = true;
    const { requests } = fakeFetch({
      'GET /api/user/me?sessionCheck=true': () => (sessionAlive ? json(200, { data: ada }) : noContent()),
      'GET /api/jobs/active': () => json(200, { data: { jobs: [] } }),
    });
    const { router } = renderApp('/console/teams?sort=name#top');

    expect(await screen.findByRole('heading', { name: 'Manage teams' })).toBeVisible();
    // Checked at start, then at once on entering the console.
    await waitFor(() => {
      expect(requests.filter((request) => request.url.startsWith('/api/user/me'))).toHaveLength(2);
    });

    await act(() => vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS));
    expect(requests.filter((request) => request.url.startsWith('/api/user/me'))).toHaveLength(3);
    expect(router.state.location.pathname).toBe('/console/teams');

    sessionAlive = false;
    await act(() => vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS));

    await waitFor(() => {
      expect(currentUrl(router)).toBe(
        `/login?redirectUrl=${encodeURIComponent('/console/teams?sort=name#top')}`,
      );
    });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('button', { name: 'Ada Lovelace' })).toBeNull();
  });
});
