import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HiddenFeaturesNotice } from './hidden-features-notice.tsx';
import {
  CLICK_RESET_MS,
  ENABLED_NOTICE,
  HIDDEN_FEATURES_STORAGE_KEY,
  HiddenFeaturesProvider,
  isLocalHost,
  NOTICE_MS,
  useHiddenFeatures,
} from './hidden-features-provider.tsx';

const wrapper = ({ children }: { children: ReactNode }) => (
  <HiddenFeaturesProvider>
    {children}
    <HiddenFeaturesNotice />
  </HiddenFeaturesProvider>
);

function clickToggle(times: number, hiddenFeatures: { current: ReturnType<typeof useHiddenFeatures> }) {
  for (let click = 0; click < times; click += 1) {
    act(() => {
      hiddenFeatures.current.countThemeToggleClick();
    });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom serves pages from localhost, where they are on by default: start from a visitor's "off".
  window.localStorage.setItem(HIDDEN_FEATURES_STORAGE_KEY, 'off');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('hidden features', () => {
  it('switch on at the 10th theme-toggle click and show the notice for 3 s', () => {
    const { result } = renderHook(() => useHiddenFeatures(), { wrapper });

    clickToggle(9, result);
    expect(result.current.enabled).toBe(false);
    clickToggle(1, result);

    expect(result.current.enabled).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent(ENABLED_NOTICE);
    act(() => {
      vi.advanceTimersByTime(NOTICE_MS - 1);
    });
    expect(result.current.notice).toBe(ENABLED_NOTICE);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.notice).toBeNull();
  });

  it('start counting again after 3 s without a click', () => {
    const { result } = renderHook(() => useHiddenFeatures(), { wrapper });

    clickToggle(9, result);
    act(() => {
      vi.advanceTimersByTime(CLICK_RESET_MS);
    });
    clickToggle(1, result);
    expect(result.current.enabled).toBe(false);

    clickToggle(9, result);
    expect(result.current.enabled).toBe(true);
  });

  it('keep counting while clicks come less than 3 s apart', () => {
    const { result } = renderHook(() => useHiddenFeatures(), { wrapper });

    for (let click = 0; click < 10; click += 1) {
      clickToggle(1, result);
      act(() => {
        vi.advanceTimersByTime(CLICK_RESET_MS - 1);
      });
    }

    expect(result.current.enabled).toBe(true);
  });

  it.each([
    { ctrlKey: true, name: 'Ctrl+H' },
    { metaKey: true, name: 'Cmd+H' },
  ])('switch on with $name, and off again', (modifier) => {
    const { result } = renderHook(() => useHiddenFeatures(), { wrapper });

    let event = new KeyboardEvent('keydown', { key: 'h', cancelable: true, ...modifier });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(result.current.enabled).toBe(true);
    expect(result.current.notice).toBe(ENABLED_NOTICE);
    expect(event.defaultPrevented).toBe(true);

    event = new KeyboardEvent('keydown', { key: 'H', cancelable: true, ...modifier });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(result.current.enabled).toBe(false);
  });

  it('ignore h without a modifier', () => {
    const { result } = renderHook(() => useHiddenFeatures(), { wrapper });

    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'h' }));
    });

    expect(result.current.enabled).toBe(false);
  });

  it('are on by default on a local host, and stay off once disabled', () => {
    window.localStorage.removeItem(HIDDEN_FEATURES_STORAGE_KEY);
    const { result } = renderHook(() => useHiddenFeatures(), { wrapper });
    expect(window.location.hostname).toBe('localhost');
    expect(result.current.enabled).toBe(true);

    act(() => {
      result.current.disable();
    });

    expect(result.current.enabled).toBe(false);
    expect(window.localStorage.getItem(HIDDEN_FEATURES_STORAGE_KEY)).toBe('off');
  });

  it('cannot be used outside their provider', () => {
    expect(() => renderHook(() => useHiddenFeatures())).toThrow(
      'useHiddenFeatures must be used within a HiddenFeaturesProvider',
    );
    vi.mocked(console.error).mockClear();
  });
});

describe('isLocalHost', () => {
  it('knows the names of this machine', () => {
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]']) {
      expect(isLocalHost(host)).toBe(true);
    }
    for (const host of ['parley.example.com', '10.0.0.5', 'localhost.example.com', '127.0.0.1.nip.io']) {
      expect(isLocalHost(host)).toBe(false);
    }
  });
});
