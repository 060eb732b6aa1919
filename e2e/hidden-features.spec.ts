import type { Page } from '@playwright/test';
import { expect, LOCAL_ORIGIN, test } from './support/test.ts';

const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'hidden features enabled!' });
const apiDocsLink = (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: 'API docs' });

/** Opens the home page with the page's clock stopped, so the specs decide when time passes. */
async function pausedClock(page: Page) {
  await page.clock.install({ time: new Date('2026-11-23T10:00:00Z') });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.pauseAt(new Date('2026-11-23T10:01:00Z'));
}

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
    await pausedClock(page);

    await clickThemeToggle(page, 9);
    await expect(apiDocsLink(page)).toHaveCount(0);
    await clickThemeToggle(page, 1);

    await expect(notice(page)).toBeVisible();
    await expect(apiDocsLink(page)).toBeVisible();
    await page.clock.runFor(2999);
    await expect(notice(page)).toBeVisible();
    // One more millisecond ends the 3 s; the notice then animates out within 0.6 s (its exit timer
    // is set when React renders, so the clock moves on in small steps).
    await page.clock.runFor(1);
    for (let step = 0; step < 6 && (await notice(page).count()) > 0; step += 1) {
      await page.waitForTimeout(20);
      await page.clock.runFor(100);
    }
    await expect(notice(page)).toHaveCount(0);
  });

  test('count again from zero after 3 s without a click', async ({ page }) => {
    await pausedClock(page);

    await clickThemeToggle(page, 9);
    await page.clock.runFor(2999);
    await clickThemeToggle(page, 1);
    await expect(apiDocsLink(page)).toBeVisible();
    await page.getByRole('button', { name: 'Turn off hidden features' }).click();

    await clickThemeToggle(page, 9);
    await page.clock.runFor(3000);
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
