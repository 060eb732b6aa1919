import type { CredentialKind } from '@parley/contract';

export interface SettingField {
  name: string;
  label: string;
  type: 'text' | 'url' | 'number' | 'email' | 'switch';
  required?: boolean;
  helper?: string;
}

export interface CredentialForm {
  label: string;
  description: string;
  fields: SettingField[];
  secret: { label: string; required: boolean } | null;
}

const defaultModel: SettingField = {
  name: 'defaultModel',
  label: 'Default model',
  type: 'text',
  helper: 'Optional',
};

/** What each kind of credential asks for, in the order people expect. */
export const CREDENTIAL_FORMS: Record<Exclude<CredentialKind, 'google-drive'>, CredentialForm> = {
  openai: {
    label: 'OpenAI',
    description: 'An API key from platform.openai.com.',
    fields: [
      {
        name: 'baseUrl',
        label: 'Base URL',
        type: 'url',
        helper: 'Optional: for a proxy or Azure-style endpoint',
      },
      { name: 'organization', label: 'Organization', type: 'text', helper: 'Optional' },
      defaultModel,
    ],
    secret: { label: 'API key', required: true },
  },
  anthropic: {
    label: 'Anthropic',
    description: 'An API key from console.anthropic.com.',
    fields: [defaultModel],
    secret: { label: 'API key', required: true },
  },
  google: {
    label: 'Google Gemini',
    description: 'A Gemini API key; it also powers live voice.',
    fields: [defaultModel],
    secret: { label: 'API key', required: true },
  },
  ollama: {
    label: 'Ollama',
    description: 'A model server on your own machines.',
    fields: [
      {
        name: 'baseUrl',
        label: 'Base URL',
        type: 'url',
        required: true,
        helper: 'For example http://127.0.0.1:11434',
      },
      defaultModel,
    ],
    secret: { label: 'Token', required: false },
  },
  'openai-compatible': {
    label: 'OpenAI-compatible server',
    description: 'Any server that speaks the OpenAI API (vLLM, LM Studio, OpenRouter…).',
    fields: [
      { name: 'baseUrl', label: 'Base URL', type: 'url', required: true, helper: 'Ending in /v1' },
      defaultModel,
    ],
    secret: { label: 'API key', required: false },
  },
  smtp: {
    label: 'SMTP server',
    description: 'Where the team’s agents send their e-mail from.',
    fields: [
      { name: 'host', label: 'Host', type: 'text', required: true },
      {
        name: 'port',
        label: 'Port',
        type: 'number',
        required: true,
        helper: '587 for STARTTLS, 465 for TLS',
      },
      { name: 'secure', label: 'TLS from the start (port 465)', type: 'switch' },
      { name: 'username', label: 'User name', type: 'text', helper: 'Optional' },
      { name: 'fromAddress', label: 'From address', type: 'email', helper: 'Optional' },
    ],
    secret: { label: 'Password', required: false },
  },
};

export const EDITABLE_KINDS = Object.keys(CREDENTIAL_FORMS) as (keyof typeof CREDENTIAL_FORMS)[];

export function kindLabel(kind: CredentialKind): string {
  return kind === 'google-drive' ? 'Google Drive' : CREDENTIAL_FORMS[kind].label;
}

/** Form values (strings and booleans) as the settings object the contract expects. */
export function settingsFrom(
  form: CredentialForm,
  values: Record<string, string | boolean>,
): Record<string, unknown> {
  const settings: Record<string, unknown> = {};
  for (const field of form.fields) {
    const value = values[field.name];
    if (field.type === 'switch') settings[field.name] = value === true;
    else if (typeof value === 'string' && value.trim() !== '') {
      settings[field.name] = field.type === 'number' ? Number(value) : value.trim();
    }
  }
  return settings;
}
