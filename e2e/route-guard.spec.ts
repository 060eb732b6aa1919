import { expect, test } from './support/test.ts';

test.describe('the console guard', () => {
  test('sends a signed-out visitor to /login with path, query and hash, replacing history', async ({
    page,
  }) => {
    await page.goto('/about');
    const original = '/console/team/42/agent/7/logs?tab=2&q=a%20b#recent';

    await page.goto(original);

    await expect(page).toHaveURL(`/login?redirectUrl=${encodeURIComponent(original)}`);
    await expect(page.getByRole('heading', { name: 'Sign in to Parley' })).toBeVisible();
    // The guarded address was replaced, so Back returns to where the visitor came from.
    await page.goBack();
    await expect(page).toHaveURL('/about');
  });

  test('guards every console route, not only the deep ones', async ({ page }) => {
    for (const path of ['/console', '/console/teams', '/console/account', '/console/team/t1/agent/a1/try']) {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?redirectUrl=${encodeURIComponent(path)}`);
    }
  });

  test('leaves the invitation page open to signed-out visitors', async ({ page }) => {
    await page.goto('/console/team/t1/accept-invite');

    await expect(page).toHaveURL('/console/team/t1/accept-invite');
    await expect(page.getByRole('heading', { name: 'You are invited to a team' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?redirectUrl=${encodeURIComponent('/console/team/t1/accept-invite')}`,
    );
  });
});
