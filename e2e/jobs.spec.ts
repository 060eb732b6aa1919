import type { Locator, Page } from '@playwright/test';
import { createAgentFromTeamHome, signedInWithTeam } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

const actionsButton = (page: Page) => page.getByRole('button', { name: /^Actions: \d+ active$/ });
const dropdown = (page: Page) => page.getByRole('dialog', { name: 'Actions' });

async function percentOf(entry: Locator): Promise<number> {
  return Number((await entry.getByTestId('job-percent').textContent())?.replace('%', ''));
}

test.describe('jobs', () => {
  test('a long demo job shows in the Actions dropdown with moving progress, is cancelled from the dialog, and shows as canceled', async ({
    page,
  }) => {
    const teamName = `Jobs ${Date.now().toString(36)}`;
    await signedInWithTeam(page, teamName);
    await expect(actionsButton(page)).toHaveAccessibleName('Actions: 0 active');

    // The demo job is one of the hidden features; it also lands in the team's activity.
    const activity = page.getByRole('region', { name: 'Activity' });
    await expect(activity).toContainText('Nothing happened in this window.');
    await page.keyboard.press('Control+h');
    await page.getByRole('button', { name: 'Start a demo job' }).click();
    await expect(page.getByText('The demo job is queued')).toBeVisible();
    await expect(activity.getByTestId('metric-row')).toContainText('Demo job (20 tasks)');
    await expect(actionsButton(page)).toHaveAccessibleName('Actions: 1 active');

    await actionsButton(page).click();
    const entry = dropdown(page).getByTestId('job');
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Demo job (20 tasks)');
    await expect(entry).toContainText(teamName);
    await expect(entry).toContainText(/started (just now|1 minute ago)/);
    await expect(dropdown(page).getByTestId('jobs-count')).toHaveText('1 active');
    await expect(dropdown(page)).toHaveCSS('width', '300px');
    await expect(dropdown(page)).toHaveCSS('max-height', '400px');

    // The progress moves: the dropdown shows where things stand each time it opens.
    const reopen = async () => {
      await page.keyboard.press('Escape');
      await expect(dropdown(page)).toBeHidden();
      await actionsButton(page).click();
    };
    await expect(async () => {
      await reopen();
      await expect(entry).toContainText(/Task \d+ of 20 done/, { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    const before = await percentOf(entry);
    await expect(async () => {
      await reopen();
      expect(await percentOf(entry)).toBeGreaterThan(before);
    }).toPass({ timeout: 10_000 });
    await expect(entry).toHaveAttribute('data-status', 'active');

    // Cancel it from the dialog, which closes by itself 1.5 s after success.
    await entry.getByRole('button', { name: 'Cancel', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this job?' });
    await dialog.getByRole('button', { name: 'Cancel job' }).click();
    await expect(dialog.getByText('Job canceled successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The reloaded list shows it as canceled; the worker stops it after its current task.
    await expect(entry.getByRole('progressbar')).toHaveAttribute('data-style', 'canceled');
    await expect(entry.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
    await expect(dropdown(page).getByTestId('jobs-count')).toHaveText('0 active');
    const stoppedAt = await percentOf(entry);
    await expect(async () => {
      await reopen();
      await expect(entry).toHaveAttribute('data-status', 'canceled', { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await expect(entry).toContainText('Canceled');
    expect(await percentOf(entry)).toBeLessThan(100);
    expect(await percentOf(entry)).toBeGreaterThanOrEqual(stoppedAt);

    // Opening the job leads to its action log: queued, then one step per task it ran.
    await entry.getByRole('link', { name: 'Demo job (20 tasks)' }).click();
    await expect(page).toHaveURL(/\/console\/team\/[^/]+\/action-log\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Action log' })).toBeVisible();
    await expect(page.getByTestId('job-state')).toContainText('Job canceled');
    const steps = page.getByTestId('step');
    await expect(steps.first()).toContainText('Queued');
    await expect(steps.filter({ hasText: 'Task 1' }).first()).toContainText('ok');
  });

  test('an agent’s job lands in its logs, its action log and its metrics', async ({ page }) => {
    await signedInWithTeam(page, `Logs ${Date.now().toString(36)}`);
    await createAgentFromTeamHome(page, 'Ledger');

    await page.getByRole('link', { name: /^Logs/ }).click();
    await expect(page.getByText('Nothing happened in this window.')).toBeVisible();
    await page.keyboard.press('Control+h');
    await page.getByRole('button', { name: 'Start a demo job' }).click();
    const row = page.getByTestId('metric-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Demo job (20 tasks)');

    // The header's list labels it with the agent and the team, and leads to the same action log.
    await page.getByRole('button', { name: /^Actions: \d+ active$/ }).click();
    const entry = dropdown(page).getByTestId('job');
    await expect(entry).toContainText('Ledger ·');
    await entry.getByRole('link', { name: 'Demo job (20 tasks)' }).click();
    await expect(page).toHaveURL(/\/console\/team\/[^/]+\/agent\/[^/]+\/action-log\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Action log' })).toBeVisible();
    await expect(page.getByTestId('step').first()).toContainText('Queued');

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Logs' })).toBeVisible();
    await row.getByRole('link', { name: 'Demo job (20 tasks)' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Action log' })).toBeVisible();
    await expect(page.getByTestId('metric-outcome')).toHaveText('running');

    await page.getByRole('link', { name: 'Logs' }).click();
    await page.getByRole('link', { name: 'Ledger' }).click();
    await page.getByRole('link', { name: /^Metrics/ }).click();
    await expect(page.getByTestId('total-Actions')).toHaveText('1');
    await expect(page.getByRole('region', { name: 'Volume' })).toBeVisible();
    await page.getByLabel('Window').click();
    await page.getByRole('option', { name: /30 days/ }).click();
    await expect(page.getByTestId('total-Actions')).toHaveText('1');
  });
});
