import { expect, test } from './support/test.ts';

test.describe('public pages', () => {
  test('the home page shows the product, without the header logo, and offers Login', async ({ page }) => {
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "AI agents that answer your team's e-mail, and talk back.",
    );
    await expect(page.getByRole('link', { name: 'Parley home' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveTitle('Parley');
  });

  test('sections animate in as they scroll into view', async ({ page }) => {
    await page.goto('/');
    const proCard = page.getByRole('article', { name: 'Pro plan' });
    const reveal = page.locator('[data-revealed]').filter({ has: proCard });

    await expect(reveal).toHaveAttribute('data-revealed', 'false');
    await proCard.scrollIntoViewIfNeeded();

    await expect(reveal).toHaveAttribute('data-revealed', 'true');
    await expect(proCard).toBeInViewport();
  });

  test('the footer leads to the terms, the privacy policy and about, and the logo leads home', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');

    for (const [link, heading] of [
      ['Terms of Service', 'Terms of Service'],
      ['Privacy Policy', 'Privacy Policy'],
      ['About', 'About Parley'],
    ] as const) {
      await footer.getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(`${link} · Parley`);
    }

    await page.getByRole('link', { name: 'Parley home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('About tells what this deployment is, from the server', async ({ page }) => {
    await page.goto('/about');

    await expect(page.getByTestId('deployment-details')).toContainText(
      'Agents receive mail at addresses on parley.localhost.',
    );
  });

  test('Login is hidden on the login and create-account pages', async ({ page }) => {
    for (const path of ['/login', '/create-account']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
    }
  });

  test('any other path shows the not-found page', async ({ page }) => {
    for (const path of ['/no/such/page', '/console/team/1/agent/2/no-such-view']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expect(page.getByText(`There is no page at ${path}.`)).toBeVisible();
    }
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
  });

  test('content is at most 900 px wide, and fills a phone screen', async ({ page }) => {
    await page.goto('/terms-of-service');
    const article = page.getByRole('article');
    expect((await article.boundingBox())?.width).toBeLessThanOrEqual(900);

    await page.setViewportSize({ width: 375, height: 740 });
    const width = (await article.boundingBox())?.width ?? 0;
    expect(width).toBeGreaterThan(300);
    expect(width).toBeLessThanOrEqual(375);
  });
});
