import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

const themeOf = (page: Page) => page.locator('html');

test.describe('the theme', () => {
  test('follows the OS preference while the visitor has not chosen', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(themeOf(page)).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 17, 23)');

    await page.emulateMedia({ colorScheme: 'light' });

    await expect(themeOf(page)).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(247, 248, 252)');
  });

  test('keeps the toggled choice across reloads and stops following the OS', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/about');

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(themeOf(page)).toHaveAttribute('data-theme', 'dark');

    await page.reload();
    await expect(themeOf(page)).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(themeOf(page)).toHaveAttribute('data-theme', 'dark');

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await page.reload();
    await expect(themeOf(page)).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');
  });
});
