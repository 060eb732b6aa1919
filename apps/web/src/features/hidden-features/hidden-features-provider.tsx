import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { readStored, subscribeToStorage, writeStored } from '#src/lib/local-storage.ts';
import { createClickCounter, type ClickCounter } from './click-counter.ts';

/** Spec §9: 10 theme-toggle clicks, the count resetting after 3 s without one; a 3 s notice. */
export const HIDDEN_FEATURE_CLICKS = 10;
export const CLICK_RESET_MS = 3000;
export const NOTICE_MS = 3000;
export const ENABLED_NOTICE = 'hidden features enabled!';
export const DISABLED_NOTICE = 'hidden features disabled';
/** The visitor's explicit choice ('on' or 'off'); without one, local hosts have them on. */
export const HIDDEN_FEATURES_STORAGE_KEY = 'hiddenFeatures';

export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    host === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

function hiddenFeaturesEnabled(): boolean {
  const choice = readStored(HIDDEN_FEATURES_STORAGE_KEY);
  if (choice === 'on') return true;
  if (choice === 'off') return false;
  return isLocalHost(window.location.hostname);
}

interface HiddenFeatures {
  enabled: boolean;
  /** The notice to show now, if any. */
  notice: string | null;
  enable: () => void;
  disable: () => void;
  /** Counts a click on the theme toggle towards enabling them. */
  countThemeToggleClick: () => void;
}

const HiddenFeaturesContext = createContext<HiddenFeatures | null>(null);

export function HiddenFeaturesProvider({ children }: { children: ReactNode }) {
  const enabled = useSyncExternalStore(subscribeToStorage, hiddenFeaturesEnabled);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const announce = useCallback((message: string) => {
    clearTimeout(noticeTimer.current);
    setNotice(message);
    noticeTimer.current = setTimeout(() => {
      setNotice(null);
    }, NOTICE_MS);
  }, []);
  const enable = useCallback(() => {
    writeStored(HIDDEN_FEATURES_STORAGE_KEY, 'on');
    announce(ENABLED_NOTICE);
  }, [announce]);
  const disable = useCallback(() => {
    writeStored(HIDDEN_FEATURES_STORAGE_KEY, 'off');
    announce(DISABLED_NOTICE);
  }, [announce]);

  const counter = useRef<ClickCounter>(undefined);
  useEffect(() => {
    const created = createClickCounter({
      target: HIDDEN_FEATURE_CLICKS,
      resetAfterMs: CLICK_RESET_MS,
      onReached: enable,
    });
    counter.current = created;
    return () => {
      created.dispose();
    };
  }, [enable]);
  const countThemeToggleClick = useCallback(() => {
    counter.current?.click();
  }, []);
  useEffect(
    () => () => {
      clearTimeout(noticeTimer.current);
    },
    [],
  );

  // Ctrl+H (Cmd+H on a Mac) switches them on, and off again.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'h') return;
      event.preventDefault();
      if (hiddenFeaturesEnabled()) disable();
      else enable();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [enable, disable]);

  const value = useMemo(
    () => ({ enabled, notice, enable, disable, countThemeToggleClick }),
    [enabled, notice, enable, disable, countThemeToggleClick],
  );
  return <HiddenFeaturesContext value={value}>{children}</HiddenFeaturesContext>;
}

export function useHiddenFeatures(): HiddenFeatures {
  const context = useContext(HiddenFeaturesContext);
  if (context === null) throw new Error('useHiddenFeatures must be used within a HiddenFeaturesProvider');
  return context;
}
