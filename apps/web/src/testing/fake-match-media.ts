import { vi } from 'vitest';

/**
 * A `matchMedia` whose `(prefers-color-scheme: dark)` answer the test controls, telling listeners when
 * the OS preference changes, as a browser does.
 */
export function fakeOsColorScheme(initial: 'light' | 'dark'): { set(scheme: 'light' | 'dark'): void } {
  let dark = initial === 'dark';
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return query.includes('prefers-color-scheme: dark') ? dark : false;
    },
    addEventListener: (_type: 'change', listener: (event: MediaQueryListEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: 'change', listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
    addListener: () => undefined,
    removeListener: () => undefined,
    onchange: null,
    dispatchEvent: () => true,
  }));
  return {
    set(scheme) {
      dark = scheme === 'dark';
      for (const listener of listeners)
        listener({ matches: dark, media: '(prefers-color-scheme: dark)' } as MediaQueryListEvent);
    },
  };
}
