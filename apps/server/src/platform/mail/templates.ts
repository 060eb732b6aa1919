/** A rendered e-mail: the template's name (kept in the outbox), subject, and text and HTML bodies. */
export interface RenderedMail {
  template: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface Block {
  paragraph?: string;
  button?: { label: string; url: string };
}

/** One layout for every message: plain paragraphs and at most one call to action per block. */
function render(template: string, subject: string, greeting: string, blocks: Block[]): RenderedMail {
  const text = [
    greeting,
    ...blocks.map((block) =>
      block.button === undefined ? (block.paragraph ?? '') : `${block.button.label}: ${block.button.url}`,
    ),
    '— Parley',
  ].join('\n\n');
  const body = blocks
    .map((block) =>
      block.button === undefined
        ? `<p style="margin:0 0 16px">${escapeHtml(block.paragraph ?? '')}</p>`
        : `<p style="margin:0 0 24px"><a href="${escapeHtml(block.button.url)}" style="display:inline-block;background:#3b5bdb;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(block.button.label)}</a></p><p style="margin:0 0 16px;font-size:12px;color:#666">Or open this link: ${escapeHtml(block.button.url)}</p>`,
    )
    .join('');
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f7f8fc;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#1a1b25"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px"><p style="margin:0 0 16px">${escapeHtml(greeting)}</p>${body}<p style="margin:24px 0 0;color:#666">— Parley</p></div></body></html>`;
  return { template, subject, text, html };
}

const hello = (name: string | null) =>
  name === null || name.trim() === '' ? 'Hello,' : `Hello ${name.trim()},`;

export function verifyEmailMail(input: { name: string | null; link: string }): RenderedMail {
  return render('verify-email', 'Confirm your e-mail address for Parley', hello(input.name), [
    {
      paragraph:
        'Please confirm that this is your e-mail address, so your team can reach you through Parley.',
    },
    { button: { label: 'Confirm my address', url: input.link } },
    { paragraph: 'If you did not create a Parley account, you can ignore this message.' },
  ]);
}

export function resetPasswordMail(input: { name: string | null; link: string }): RenderedMail {
  return render('reset-password', 'Reset your Parley password', hello(input.name), [
    {
      paragraph:
        'Someone asked to reset the password of your Parley account. The link works once, for one hour.',
    },
    { button: { label: 'Choose a new password', url: input.link } },
    { paragraph: 'If it was not you, ignore this message: your password stays as it is.' },
  ]);
}

export function accountExistsMail(input: {
  name: string | null;
  loginLink: string;
  resetLink: string;
}): RenderedMail {
  return render('account-exists', 'You already have a Parley account', hello(input.name), [
    { paragraph: 'Someone tried to create a Parley account with this address, but you already have one.' },
    { button: { label: 'Sign in', url: input.loginLink } },
    { paragraph: 'Forgot your password? You can choose a new one:' },
    { button: { label: 'Reset my password', url: input.resetLink } },
  ]);
}

export function teamInvitationMail(input: {
  teamName: string;
  inviterName: string;
  link: string;
}): RenderedMail {
  return render(
    'team-invitation',
    `${input.inviterName} invited you to ${input.teamName} on Parley`,
    'Hello,',
    [
      {
        paragraph: `${input.inviterName} invited you to join the team ${input.teamName} on Parley, where teams build AI agents that answer e-mail and talk by voice.`,
      },
      { button: { label: 'Open the invitation', url: input.link } },
      { paragraph: 'The invitation is valid for 7 days. If you do not know the sender, you can ignore it.' },
    ],
  );
}
