import type { User } from '@parley/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json, noContent } from '#src/testing/fake-fetch.ts';
import { ada } from '#src/testing/users.ts';
import { renderApp } from '#src/testing/render-app.tsx';

/** A server where `user` is signed in until they log out. */
function signedIn(user: User = ada) {
  let session = true;
  return fakeFetch({
    'GET /api/user/me?sessionCheck=true': () => (session ? json(200, { data: user }) : noContent()),
    'GET /api/jobs/active': () => json(200, { data: { jobs: [] } }),
    'POST /api/authentication/logout': () => {
      session = false;
      return json(200, { data: {} });
    },
  });
}

describe('the header', () => {
  it('offers Login and no user menu to a signed-out visitor', async () => {
    fakeFetch({ 'GET /api/user/me?sessionCheck=true': () => noContent() });
    renderApp('/terms-of-service');

    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Parley home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Console' })).toBeNull();
  });

  it('labels the user menu with the name, else the e-mail', async () => {
    signedIn({ ...ada, lastName: null });
    renderApp('/terms-of-service');

    expect(await screen.findByRole('button', { name: 'ada@example.com' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Console' })).toHaveAttribute('href', '/console');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('holds Account Settings, Manage Teams and Logout, and closes on a route change', async () => {
    signedIn();
    const user = userEvent.setup();
    const { router } = renderApp('/console/account');

    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Account Settings', 'Manage Teams', 'Logout']);

    await act(() => router.navigate('/console/teams'));
    await waitFor(() => {
      expect(screen.queryByRole('menu')).toBeNull();
    });
  });

  it('logs out on the server, forgets the user and goes to /login', async () => {
    const { requests } = signedIn();
    const user = userEvent.setup();
    const { router } = renderApp('/console/teams');

    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(
      requests.some((request) => request.method === 'POST' && request.url === '/api/authentication/logout'),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Ada Lovelace' })).toBeNull();
  });
});
