import { useCallback, useSyncExternalStore } from 'react';
import { readStored, subscribeToStorage, writeStored } from '#src/lib/local-storage.ts';

export type ThemeMode = 'light' | 'dark';

/** The choice is kept locally as 'light' or 'dark' (spec §3). */
export const THEME_STORAGE_KEY = 'theme';
const OS_DARK_QUERY = '(prefers-color-scheme: dark)';

export function storedThemeMode(): ThemeMode | null {
  const value = readStored(THEME_STORAGE_KEY);
  return value === 'light' || value === 'dark' ? value : null;
}

function osDarkQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(OS_DARK_QUERY) : undefined;
}

/** The stored choice, else the OS preference: so the OS is followed only while nothing is stored. */
export function currentThemeMode(): ThemeMode {
  return storedThemeMode() ?? (osDarkQuery()?.matches === true ? 'dark' : 'light');
}

function subscribe(listener: () => void): () => void {
  const query = osDarkQuery();
  query?.addEventListener('change', listener);
  const unsubscribeStorage = subscribeToStorage(listener);
  return () => {
    query?.removeEventListener('change', listener);
    unsubscribeStorage();
  };
}

/** The theme in force, and a toggle that stores the opposite choice. */
export function useThemeMode(): { mode: ThemeMode; toggle: () => void } {
  const mode = useSyncExternalStore(subscribe, currentThemeMode);
  const toggle = useCallback(() => {
    writeStored(THEME_STORAGE_KEY, currentThemeMode() === 'dark' ? 'light' : 'dark');
  }, []);
  return { mode, toggle };
}
