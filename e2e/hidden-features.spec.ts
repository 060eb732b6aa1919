import type { Page } from '@playwright/test';
import { expect, LOCAL_ORIGIN, test } from './support/test.ts';

const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'hidden features enabled!' });
const apiDocsLink = (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: 'API docs' });

async function clickThemeToggle(page: Page, times: number) {
  for (let click = 0; click < times; click += 1) {
    await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).click();
  }
}

test.describe('hidden features', () => {
  test('are off by default on a public host name', async ({ page }) => {
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(apiDocsLink(page)).toHaveCount(0);
  });

  test('switch on after 10 clicks on the theme toggle, with a 3 s notice', async ({ page }) => {
    await page.goto('/');

    await clickThemeToggle(page, 9);
    await expect(apiDocsLink(page)).toHaveCount(0);
    await clickThemeToggle(page, 1);

    await expect(notice(page)).toBeVisible();
    await expect(apiDocsLink(page)).toBeVisible();
    await page.waitForTimeout(2500);
    await expect(notice(page)).toBeVisible();
    await expect(notice(page)).toBeHidden({ timeout: 1500 });
  });

  test('count again from zero after 3 s without a click', async ({ page }) => {
    await page.goto('/');

    await clickThemeToggle(page, 9);
    await page.waitForTimeout(3200);
    await clickThemeToggle(page, 1);
    await expect(apiDocsLink(page)).toHaveCount(0);

    await clickThemeToggle(page, 9);
    await expect(notice(page)).toBeVisible();
  });

  test('switch on with Ctrl+H, and can be turned off again', async ({ page }) => {
    await page.goto('/about');

    await page.keyboard.press('Control+h');
    await expect(notice(page)).toBeVisible();
    await expect(apiDocsLink(page)).toBeVisible();

    await page.getByRole('button', { name: 'Turn off hidden features' }).click();
    await expect(apiDocsLink(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(apiDocsLink(page)).toHaveCount(0);
  });

  test('are on by themselves on a local host', async ({ page }) => {
    await page.goto(`${LOCAL_ORIGIN}/`);

    await expect(apiDocsLink(page)).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
  });
});
