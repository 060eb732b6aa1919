import { describe, expect, it } from 'vitest';
import { redactUrl, requestIdFor } from './logger.ts';

describe('redactUrl', () => {
  it('hides the values of secret query parameters and keeps the rest', () => {
    expect(redactUrl('/api/user/verify?email=a%40b.c&token=abc123')).toBe(
      '/api/user/verify?email=a%40b.c&token=%5Bredacted%5D',
    );
    expect(redactUrl('/api/authentication/oauth/google/callback?code=c0de&state=s7')).not.toMatch(/c0de|s7/);
    expect(redactUrl('/api/x?Token=T')).not.toContain('=T');
  });

  it('leaves URLs without secrets untouched', () => {
    expect(redactUrl('/api/jobs/active?limit=10')).toBe('/api/jobs/active?limit=10');
    expect(redactUrl('/console')).toBe('/console');
  });
});

describe('requestIdFor', () => {
  it('keeps a well-formed incoming id and replaces anything else', () => {
    expect(requestIdFor({ headers: { 'x-request-id': 'lb-1234.abc' } })).toBe('lb-1234.abc');
    expect(requestIdFor({ headers: { 'x-request-id': 'x'.repeat(129) } })).not.toBe('x'.repeat(129));
    expect(requestIdFor({ headers: { 'x-request-id': ['a', 'b'] } })).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor({ headers: {} })).not.toBe(requestIdFor({ headers: {} }));
  });
});
