import { credentialBody } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_FORMS, settingsFrom } from './credential-kinds.ts';

describe('credential forms', () => {
  it('turn typed values into the settings the contract expects, leaving out empty optional ones', () => {
    expect(
      settingsFrom(CREDENTIAL_FORMS.smtp, {
        host: ' smtp.example.com ',
        port: '587',
        secure: false,
        username: '',
        fromAddress: '',
      }),
    ).toEqual({ host: 'smtp.example.com', port: 587, secure: false });
    expect(settingsFrom(CREDENTIAL_FORMS.openai, { baseUrl: '', defaultModel: 'gpt-4o' })).toEqual({
      defaultModel: 'gpt-4o',
    });
  });

  it('ask for every required setting of each kind', () => {
    for (const [kind, form] of Object.entries(CREDENTIAL_FORMS)) {
      const filled = Object.fromEntries(
        form.fields.map((field) => [
          field.name,
          field.type === 'switch'
            ? true
            : field.type === 'number'
              ? '465'
              : field.type === 'url'
                ? 'https://x.example'
                : field.type === 'email'
                  ? 'a@b.example'
                  : 'value',
        ]),
      );
      const body = { kind, name: 'Test', settings: settingsFrom(form, filled), secret: 'secret-value' };

      expect(credentialBody.safeParse(body).success, kind).toBe(true);
    }
  });
});
