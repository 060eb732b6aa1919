import { expect, test } from './support/test.ts';

test.describe('the Pro plan', () => {
  test('is announced as coming soon in the pricing tiers and the footer', async ({ page }) => {
    await page.goto('/');

    const pro = page.getByRole('article', { name: 'Pro plan' });
    await pro.scrollIntoViewIfNeeded();
    await expect(pro.getByText('Coming soon').first()).toBeVisible();
    await expect(page.getByRole('article', { name: 'Free plan' }).getByText('$0')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(
      "Pro is coming soon. Sign up for Free and we'll e-mail you when Pro is ready.",
    );
  });

  test("opens the 'Pro Coming Soon' modal, whose 'Continue to Free' leads to sign-up", async ({ page }) => {
    await page.goto('/');
    const pro = page.getByRole('article', { name: 'Pro plan' });
    await pro.scrollIntoViewIfNeeded();

    await pro.getByRole('button', { name: 'Get Pro' }).click();

    const dialog = page.getByRole('dialog', { name: 'Pro Coming Soon' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      "Sign up for Free today and we'll e-mail you as soon as Pro is ready.",
    );
    await dialog.getByRole('button', { name: 'Continue to Free' }).click();

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/create-account');
  });
});
