import { test as base, expect } from '@playwright/test';

/** The same server, reached by a local host name (where hidden features switch on by themselves). */
export const LOCAL_ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`;

interface Options {
  /**
   * API paths whose 4xx answers a spec provokes on purpose (a wrong password, a wrong code). The
   * browser logs every failed request to the console; only these are expected.
   */
  expectedErrorResponses: string[];
}

/** Every spec fails on a console error or an uncaught exception in the page. */
export const test = base.extend<Options & { pageErrors: string[] }>({
  expectedErrorResponses: [[], { option: true }],
  pageErrors: [
    async ({ page, expectedErrorResponses }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url } = message.location();
        const expectedFailure =
          /^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()) &&
          expectedErrorResponses.some((path) => new URL(url).pathname === path);
        if (!expectedFailure) errors.push(`${message.text()} (${url})`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
