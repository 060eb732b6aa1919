import type { Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import {
  createAccount,
  createVerifiedAccount,
  latestMail,
  linkPath,
  newEmail,
  PASSWORD,
} from './support/accounts.ts';
import { expect, test } from './support/test.ts';

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('accounts', () => {
  // Wrong passwords and codes are part of these stories; so is a session that ended, which the
  // header's jobs poll may meet first (its 401 signs the visitor out just as the session check does).
  test.use({
    expectedErrorResponses: [
      '/api/user',
      '/api/authentication/login',
      '/api/authentication/2fa',
      '/api/jobs/active',
    ],
  });

  test('sign up, confirm the address from the e-mail, sign in and land where the visit began', async ({
    page,
  }) => {
    const email = newEmail('grace');
    await page.goto('/console/account?tab=profile');
    await expect(page).toHaveURL(/\/login\?redirectUrl=/);

    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Is one of the most common passwords')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('compiler-cobol-59');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

    const mail = await latestMail(email, /Confirm your e-mail/);
    await page.goto(linkPath(mail));
    await expect(page.getByText('Your e-mail address is confirmed. Sign in to continue.')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(email);

    await page.goto('/console/account?tab=profile');
    await expect(page).toHaveURL(`/login?redirectUrl=${encodeURIComponent('/console/account?tab=profile')}`);
    await signIn(page, email, 'compiler-cobol-59');

    await expect(page).toHaveURL('/console/account?tab=profile');
    await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
    await page.getByRole('button', { name: 'Grace Hopper' }).click();
    await expect(page.getByRole('menu')).toContainText('Account SettingsManage TeamsLogout');
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Grace Hopper' })).toHaveCount(0);
  });

  test('an unverified user can sign in and is asked, in the console, to confirm the address', async ({
    page,
  }) => {
    const email = newEmail('unverified');
    await createAccount({ email, firstName: 'Una', lastName: 'Verified' });
    await page.goto('/login');
    await signIn(page, email);

    await expect(page).toHaveURL('/console');
    await expect(
      page.getByText(`Please confirm your e-mail address: open the link we sent to ${email}.`),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Resend link' }).click();
    await expect(page.getByText(`We sent a new link to ${email}.`)).toBeVisible();
  });

  test('turn on two-factor sign-in, then sign in through /2fa', async ({ page }) => {
    const email = newEmail('two-factor');
    await createVerifiedAccount({ email });
    await page.goto('/login?redirectUrl=%2Fconsole%2Faccount');
    await signIn(page, email);
    await expect(page).toHaveURL('/console/account');

    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    const totp = new TOTP({ secret, digits: 6, period: 30 });
    await page.getByLabel('Code from the app').fill(totp.generate());
    await page.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.locator('#two-factor-title').locator('..').locator('..')).toContainText('On');

    await page.getByRole('button', { name: 'Ada Lovelace' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.goto('/login?redirectUrl=%2Fconsole%2Fteams');
    await signIn(page, email);
    await expect(page).toHaveURL('/2fa?redirectUrl=%2Fconsole%2Fteams');
    await page.getByLabel('Code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('That code is not right.')).toBeVisible();
    // The code of the next period: the one used to turn it on cannot be used again.
    await page.getByLabel('Code').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page).toHaveURL('/console/teams');
    await expect(page.getByRole('button', { name: 'Ada Lovelace' })).toBeVisible();
  });

  test('forgot the password: reset it from the e-mail and sign in with the new one', async ({ page }) => {
    const email = newEmail('forgetful');
    await createVerifiedAccount({ email });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The sign-in form stays while the next screen loads: wait for it before typing.
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

    await page.goto(linkPath(await latestMail(email, /Reset your Parley password/)));
    await page.getByLabel('New password', { exact: true }).fill('remembered-now-88');
    await page.getByLabel('Repeat the new password').fill('remembered-now-88');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('heading', { name: 'Your password is changed' })).toBeVisible();

    await page.getByRole('link', { name: 'Sign in' }).click();
    await signIn(page, email, PASSWORD);
    await expect(page.getByText('The e-mail address or password is not right.')).toBeVisible();
    await signIn(page, email, 'remembered-now-88');
    await expect(page).toHaveURL('/console');
  });

  test('a session ended on the server sends the browser to /login at the next check', async ({
    page,
    browser,
  }) => {
    const email = newEmail('expiring');
    await createVerifiedAccount({ email });
    await page.clock.install();
    await page.goto('/login');
    await signIn(page, email);
    await page.goto('/console/teams?sort=name#recent');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage teams' })).toBeVisible();

    // From another browser, sign out this one.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto('/login?redirectUrl=%2Fconsole%2Faccount');
    await signIn(otherPage, email);
    const sessions = otherPage.getByTestId('session');
    await expect(sessions).toHaveCount(2);
    await sessions.filter({ hasNotText: 'This browser' }).getByRole('button', { name: 'Sign out' }).click();
    await expect(sessions).toHaveCount(1);
    await other.close();

    await page.clock.fastForward(61_000);

    await expect(page).toHaveURL(
      `/login?redirectUrl=${encodeURIComponent('/console/teams?sort=name#recent')}`,
    );
  });
});
