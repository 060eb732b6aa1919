import { createAgentFromTeamHome, signedInWithTeam } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

test.describe('agents', () => {
  test('create an agent, start it, edit its persona, add a scenario with two goals and reorder them', async ({
    page,
  }) => {
    const teamName = `Acme ${Date.now().toString(36)}`;
    await signedInWithTeam(page, teamName);

    await page.getByRole('link', { name: 'New agent' }).click();
    await page.getByLabel('Agent name').fill('Billing Bot');
    const teamSlug = teamName.toLowerCase().replace(/\s+/g, '-');
    await expect(page.getByTestId('address-preview')).toContainText(
      `${teamSlug}+billing-bot@parley.localhost`,
    );
    await page.getByRole('button', { name: 'Create agent' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Billing Bot' })).toBeVisible();
    await expect(page.getByTestId('agent-address')).toHaveText(`${teamSlug}+billing-bot@parley.localhost`);

    // Start it.
    await expect(page.getByText('Stopped', { exact: true })).toBeVisible();
    await page.getByRole('switch', { name: 'Stopped' }).click();
    await expect(page.getByText('Running', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Running' })).toBeChecked();

    // Edit the persona.
    await page.getByRole('link', { name: /^Persona/ }).click();
    await page.getByLabel('Persona').fill('You are Billing Bot. You explain invoices patiently.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Persona')).toHaveValue(
      'You are Billing Bot. You explain invoices patiently.',
    );
    await page.getByRole('link', { name: 'Billing Bot' }).click();

    // A scenario with two goals.
    await page.getByRole('link', { name: /^Scenarios/ }).click();
    await page.getByRole('link', { name: 'New scenario' }).click();
    await page.getByLabel('Name').fill('Invoice question');
    await page.getByLabel('When it applies').fill('The customer asks about an invoice.');
    await page.getByLabel('Instructions').fill('Find the invoice, explain each line.');
    await page.getByRole('button', { name: 'Create scenario' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice question' })).toBeVisible();

    for (const goal of ['Identify the invoice', 'Explain the charges']) {
      await page.getByLabel('Goal', { exact: true }).fill(goal);
      await page.getByRole('button', { name: 'Add goal' }).click();
      await expect(page.getByTestId('goal').filter({ hasText: goal })).toBeVisible();
    }
    const goals = page.getByTestId('goal');
    await expect(goals).toHaveText([/1\.Identify the invoice/, /2\.Explain the charges/]);

    await page.getByRole('button', { name: 'Move "Explain the charges" up' }).click();
    await expect(goals).toHaveText([/1\.Explain the charges/, /2\.Identify the invoice/]);
    await page.reload();
    await expect(goals).toHaveText([/1\.Explain the charges/, /2\.Identify the invoice/]);

    await page.getByRole('link', { name: 'Scenarios' }).click();
    await expect(page.getByTestId('scenario')).toContainText('Invoice question');
    await expect(page.getByTestId('scenario')).toContainText('2 goals');
  });

  test('settings and capabilities are checked, saved and kept', async ({ page }) => {
    await signedInWithTeam(page, `Settings ${Date.now().toString(36)}`);
    await createAgentFromTeamHome(page, 'Concierge');

    await page.getByRole('link', { name: /^Settings/ }).click();
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('concierge@gmail.com');
    await expect(page.getByText("Use one of this deployment's domains: parley.localhost.")).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Address', exact: true })
      .fill(`concierge-${Date.now().toString(36)}@parley.localhost`);
    await expect(page.getByText('Available')).toBeVisible();
    await page.getByLabel('Replies per sender per hour').fill('0');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Must be at least 1')).toBeVisible();
    await page.getByLabel('Replies per sender per hour').fill('25');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Replies per sender per hour')).toHaveValue('25');
    await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue(
      /^concierge-.*@parley\.localhost$/,
    );

    await page.getByRole('link', { name: 'Concierge' }).click();
    await page.getByRole('link', { name: /^Capabilities/ }).click();
    await page.getByRole('switch', { name: 'Form memories' }).click();
    await page.getByRole('radio', { name: 'Keep them as drafts for a person to approve' }).check();
    await page.getByRole('button', { name: 'Save capabilities' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Form memories' })).not.toBeChecked();
    await expect(
      page.getByRole('radio', { name: 'Keep them as drafts for a person to approve' }),
    ).toBeChecked();
  });
});
