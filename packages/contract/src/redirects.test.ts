import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirects.ts';

describe('safeRedirectPath', () => {
  it('keeps paths on this site, with their query and hash', () => {
    expect(safeRedirectPath('/console/team/1?tab=2#x')).toBe('/console/team/1?tab=2#x');
    expect(safeRedirectPath('/')).toBe('/');
  });

  it.each([
    'https://evil.example',
    '//evil.example/x',
    '/\\evil.example',
    'console',
    '/a\nb',
    '',
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });
});
