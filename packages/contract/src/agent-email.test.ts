import { describe, expect, it } from 'vitest';
import { generatedAgentEmail, LOCAL_PART_PATTERN, slugify } from './agent-email.ts';

describe('slugify', () => {
  it.each([
    ['Support', 'support'],
    ['Customer Support Team', 'customer-support-team'],
    ['  Sales & Marketing!  ', 'sales-marketing'],
    ['a--b__c', 'a-b__c'],
    ['Ünïcode Café', 'n-code-caf'],
    ['---', ''],
    ['Tab\tand\nnewline', 'tab-and-newline'],
    ['R2-D2', 'r2-d2'],
  ])('%j → %j', (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });
});

describe('generatedAgentEmail', () => {
  it('joins the team and agent slugs on the primary domain', () => {
    expect(generatedAgentEmail('Acme Support', 'Billing Bot', 'agents.acme.com')).toBe(
      'acme-support+billing-bot@agents.acme.com',
    );
  });

  it('is empty without a primary domain', () => {
    expect(generatedAgentEmail('Acme', 'Bot', undefined)).toBe('');
    expect(generatedAgentEmail('Acme', 'Bot', '')).toBe('');
  });

  it('keeps a deliverable address when a name has no word characters', () => {
    expect(generatedAgentEmail('!!!', '???', 'x.example')).toBe('team+agent@x.example');
  });

  it('produces local parts that the address rules accept', () => {
    const local = generatedAgentEmail('Acme Support', 'Billing Bot', 'x.example').split('@')[0] ?? '';
    expect(LOCAL_PART_PATTERN.test(local)).toBe(true);
  });
});
