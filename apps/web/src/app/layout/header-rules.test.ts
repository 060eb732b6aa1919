import { describe, expect, it } from 'vitest';
import { headerControls } from './header-rules.ts';

describe('headerControls', () => {
  it('hides the logo on the home page only', () => {
    expect(headerControls('/', false).logo).toBe(false);
    expect(headerControls('/about', false).logo).toBe(true);
    expect(headerControls('/console', true).logo).toBe(true);
  });

  it('offers Login to signed-out visitors, except on the login and create-account pages', () => {
    expect(headerControls('/', false).login).toBe(true);
    expect(headerControls('/terms-of-service', false).login).toBe(true);
    expect(headerControls('/login', false).login).toBe(false);
    expect(headerControls('/create-account', false).login).toBe(false);
    expect(headerControls('/', true).login).toBe(false);
  });

  it('offers Console to signed-in users outside the console and on account settings', () => {
    expect(headerControls('/', true).console).toBe(true);
    expect(headerControls('/about', true).console).toBe(true);
    expect(headerControls('/console/account', true).console).toBe(true);
    expect(headerControls('/console', true).console).toBe(false);
    expect(headerControls('/console/team/1/agent/2', true).console).toBe(false);
    expect(headerControls('/consoles', true).console).toBe(true);
    expect(headerControls('/about', false).console).toBe(false);
  });

  it('shows the jobs button inside the console, but not on account settings', () => {
    expect(headerControls('/console', true).jobs).toBe(true);
    expect(headerControls('/console/team/1/agent/2/logs', true).jobs).toBe(true);
    expect(headerControls('/console/account', true).jobs).toBe(false);
    expect(headerControls('/about', true).jobs).toBe(false);
    expect(headerControls('/console', false).jobs).toBe(false);
  });

  it('shows the user menu exactly when signed in', () => {
    expect(headerControls('/', true).userMenu).toBe(true);
    expect(headerControls('/', false).userMenu).toBe(false);
  });
});
