import { test as base, expect } from '@playwright/test';

/** The same server, reached by a local host name (where hidden features switch on by themselves). */
export const LOCAL_ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`;

/** Every spec fails on a console error or an uncaught exception in the page. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
