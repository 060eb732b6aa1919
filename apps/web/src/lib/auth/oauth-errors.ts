/** What went wrong with a sign-in through an identity provider (`?error=oauth_<reason>`). */
const MESSAGES: Record<string, string> = {
  oauth_state: 'The sign-in took too long or was started in another browser. Please try again.',
  oauth_denied: 'The sign-in was cancelled at the provider.',
  oauth_provider: 'The provider could not confirm who you are. Please try again.',
  oauth_no_email: 'The provider did not share an e-mail address, which Parley needs to sign you in.',
  oauth_account_exists:
    'An account with this e-mail address already exists. Sign in with your password, then link the provider in Account settings.',
  oauth_identity_in_use: 'That provider account is already linked to another Parley user.',
};

export function oauthErrorMessage(code: string | null): string | undefined {
  if (code === null) return undefined;
  return MESSAGES[code] ?? 'Signing in with the provider did not work. Please try again.';
}
