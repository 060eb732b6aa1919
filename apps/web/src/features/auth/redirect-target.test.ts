import { describe, expect, it } from 'vitest';
import { redirectTarget, withRedirect } from './redirect-target.ts';

describe('after signing in', () => {
  it('goes to the redirect URL when it stays on this site, else to the console', () => {
    expect(redirectTarget(new URLSearchParams('redirectUrl=%2Fconsole%2Fteams%3Fa%3D1%23x'))).toBe(
      '/console/teams?a=1#x',
    );
    expect(redirectTarget(new URLSearchParams('redirectUrl=https%3A%2F%2Fevil.example'))).toBe('/console');
    expect(redirectTarget(new URLSearchParams('redirectUrl=%2F%2Fevil.example'))).toBe('/console');
    expect(redirectTarget(new URLSearchParams())).toBe('/console');
  });

  it('keeps the redirect URL across the sign-in screens', () => {
    const search = new URLSearchParams('redirectUrl=%2Fconsole%2Faccount');

    expect(withRedirect('/2fa', search)).toBe('/2fa?redirectUrl=%2Fconsole%2Faccount');
    expect(withRedirect('/login', search, { email: 'a@b.c' })).toBe(
      '/login?email=a%40b.c&redirectUrl=%2Fconsole%2Faccount',
    );
    expect(withRedirect('/login', new URLSearchParams('redirectUrl=https%3A%2F%2Fevil.example'))).toBe(
      '/login',
    );
  });
});
