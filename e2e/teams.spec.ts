import type { Page } from '@playwright/test';
import { createVerifiedAccount, latestMail, linkPath, newEmail, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signedInWithNewTeam(
  page: Page,
  teamName: string,
): Promise<{ email: string; teamUrl: string }> {
  const email = newEmail('owner');
  await createVerifiedAccount({ email });
  await page.goto('/login');
  await signIn(page, email);
  await expect(page).toHaveURL('/console');
  await page.getByRole('link', { name: 'New team' }).click();
  await page.getByLabel('Team name').fill(teamName);
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
  return { email, teamUrl: new URL(page.url()).pathname };
}

test.describe('teams', () => {
  test('invite a colleague who signs up through the link and lands in the team; removing them ends their access', async ({
    page,
    browser,
  }) => {
    const { teamUrl } = await signedInWithNewTeam(page, 'Support desk');
    const colleague = newEmail('colleague');
    await page.getByRole('link', { name: /Members/ }).click();
    await page.getByLabel('E-mail address').fill(colleague);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${colleague}.`)).toBeVisible();
    await expect(page.getByTestId('team-invite')).toContainText(colleague);

    // The colleague, in another browser, follows the link from the e-mail.
    const other = await browser.newContext();
    const colleaguePage = await other.newPage();
    await colleaguePage.goto(linkPath(await latestMail(colleague, /invited you to Support desk/)));
    await expect(colleaguePage.getByRole('heading', { name: 'You are invited to a team' })).toBeVisible();
    await colleaguePage.getByRole('link', { name: 'Create an account' }).click();
    await colleaguePage.getByLabel('First name').fill('Bob');
    await colleaguePage.getByLabel('Last name').fill('Builder');
    await colleaguePage.getByLabel('E-mail').fill(colleague);
    await colleaguePage.getByLabel('Password', { exact: true }).fill('hammer-and-nails-7');
    await colleaguePage.getByRole('button', { name: 'Create account' }).click();
    await colleaguePage.getByRole('link', { name: 'Go to sign-in' }).click();
    await signIn(colleaguePage, colleague, 'hammer-and-nails-7');
    await expect(colleaguePage.getByRole('heading', { name: 'Join Support desk' })).toBeVisible();
    await expect(colleaguePage.getByText('Ada Lovelace invited')).toBeVisible();
    await colleaguePage.getByRole('button', { name: 'Accept and join' }).click();
    await expect(colleaguePage).toHaveURL(teamUrl);
    await expect(colleaguePage.getByRole('heading', { level: 1, name: 'Support desk' })).toBeVisible();

    // The owner sees the new member and removes them.
    await page.reload();
    const member = page.getByTestId('team-user').filter({ hasText: colleague });
    await expect(member).toContainText('Bob Builder');
    await expect(page.getByTestId('team-invite')).toHaveCount(0);
    await member.getByRole('button', { name: `Remove ${colleague}` }).click();
    await expect(member).toHaveCount(0);

    await colleaguePage.reload();
    await expect(
      colleaguePage.getByText('There is no such team, or you are not one of its members.'),
    ).toBeVisible();
    await other.close();
  });

  test('store a provider key, which is never shown again, edit and delete it', async ({ page }) => {
    await signedInWithNewTeam(page, 'Keys team');
    await page.getByRole('link', { name: /Settings/ }).click();
    await page.getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a credential' });
    await dialog.getByLabel('Name').fill('Production');
    await dialog.getByLabel('Default model').fill('gpt-4o-mini');
    await dialog.getByLabel('API key').fill('sk-live-e2e-abcdefgh-9876');
    await dialog.getByRole('button', { name: 'Add' }).click();

    const credential = page.getByTestId('credential').filter({ hasText: 'Production' });
    await expect(credential).toContainText('OpenAI · key …9876');
    await expect(page.getByText('abcdefgh')).toHaveCount(0);

    await credential.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Production' });
    await expect(edit.getByLabel('API key')).toHaveValue('');
    await expect(edit.getByText('Leave empty to keep the stored one (…9876)')).toBeVisible();
    await edit.getByLabel('Name').fill('Production EU');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('credential')).toContainText('Production EU');
    await expect(page.getByTestId('credential')).toContainText('…9876');

    await page.getByRole('button', { name: 'Delete Production EU' }).click();
    await expect(page.getByTestId('credential')).toHaveCount(0);
  });

  test('delete a team by typing its name', async ({ page }) => {
    await signedInWithNewTeam(page, 'Short-lived');
    await page.getByRole('link', { name: /Settings/ }).click();
    await page.getByRole('button', { name: 'Delete team…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Short-lived?' });
    await expect(dialog.getByRole('button', { name: 'Delete team' })).toBeDisabled();
    await dialog.getByLabel('Team name').fill('Short-lived');
    await dialog.getByRole('button', { name: 'Delete team' }).click();

    await expect(page).toHaveURL('/console/teams');
    await expect(page.getByText('You are not in a team yet')).toBeVisible();
  });
});
