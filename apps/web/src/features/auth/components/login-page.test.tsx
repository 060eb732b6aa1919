import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json, noContent } from '#src/testing/fake-fetch.ts';
import { currentUrl, renderApp } from '#src/testing/render-app.tsx';
import { ada } from '#src/testing/users.ts';

const signedOut = {
  'GET /api/user/me?sessionCheck=true': () => noContent(),
  'GET /api/authentication/oauth/providers': () => json(200, { data: [{ id: 'github', name: 'GitHub' }] }),
};

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the login page', () => {
  it('signs in and goes to the redirect URL', async () => {
    const { requests } = fakeFetch({
      ...signedOut,
      'POST /api/authentication/login': () => json(200, { data: ada }),
    });
    const { router } = renderApp('/login?redirectUrl=%2Fconsole%2Faccount%3Ftab%3D2');

    await fillAndSubmit('ada@example.com', 'lantern-orbit-47');

    await waitFor(() => {
      expect(currentUrl(router)).toBe('/console/account?tab=2');
    });
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      email: 'ada@example.com',
      password: 'lantern-orbit-47',
    });
  });

  it('goes to /2fa, keeping the redirect URL, when the account has a second factor', async () => {
    fakeFetch({
      ...signedOut,
      'POST /api/authentication/login': () => json(200, { data: { twoFactorRequired: true } }),
    });
    const { router } = renderApp('/login?redirectUrl=%2Fconsole%2Fteams');

    await fillAndSubmit('ada@example.com', 'lantern-orbit-47');

    await waitFor(() => {
      expect(currentUrl(router)).toBe('/2fa?redirectUrl=%2Fconsole%2Fteams');
    });
  });

  it('shows what the server said and stays', async () => {
    fakeFetch({
      ...signedOut,
      'POST /api/authentication/login': () =>
        json(401, {
          error: { code: 'invalid_credentials', message: 'The e-mail address or password is not right.' },
        }),
    });
    const { router } = renderApp('/login');

    await fillAndSubmit('ada@example.com', 'wrong-password');

    expect(await screen.findByText('The e-mail address or password is not right.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('checks the fields before sending anything', async () => {
    const { requests } = fakeFetch(signedOut);
    renderApp('/login');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('E-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Must be an e-mail address')).toBeVisible();
    expect(screen.getByText('Is required')).toBeVisible();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('confirms the address from the verification link and offers the providers', async () => {
    fakeFetch({
      ...signedOut,
      'GET /api/user/verify?email=ada%40example.com&token=t0k3n': () =>
        json(200, { data: { email: 'ada@example.com', verified: true } }),
    });
    renderApp('/login?email=ada%40example.com&token=t0k3n');

    expect(await screen.findByText('Your e-mail address is confirmed. Sign in to continue.')).toBeVisible();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ada@example.com');
    expect(await screen.findByRole('link', { name: 'Continue with GitHub' })).toHaveAttribute(
      'href',
      '/api/authentication/oauth/github?redirectUrl=%2Fconsole',
    );
  });

  it('explains a failed sign-in through a provider', async () => {
    fakeFetch(signedOut);
    renderApp('/login?error=oauth_account_exists');

    expect(await screen.findByText(/An account with this e-mail address already exists/)).toBeVisible();
  });
});
