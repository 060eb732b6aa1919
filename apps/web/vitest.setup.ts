import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

// Rendering the whole app with its lazy routes can take seconds on a busy CI machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom does no layout, so it cannot scroll; the router's scroll restoration calls this on navigation.
window.scrollTo = () => undefined;

// A test fails on any console.error it did not expect. A test that expects one asserts on
// `console.error` and then clears it (`vi.mocked(console.error).mockClear()`).
let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  const unexpected = consoleError.mock.calls.map((args) => args.map(String).join(' '));
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
  if (unexpected.length > 0) throw new Error(`Unexpected console.error:\n${unexpected.join('\n')}`);
});
