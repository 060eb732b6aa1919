import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeOsColorScheme } from '#src/testing/fake-match-media.ts';
import { THEME_STORAGE_KEY, useThemeMode } from './theme-mode.ts';

describe('useThemeMode', () => {
  it('follows the OS preference while nothing is stored', () => {
    const os = fakeOsColorScheme('dark');
    const { result } = renderHook(() => useThemeMode());
    expect(result.current.mode).toBe('dark');

    act(() => {
      os.set('light');
    });

    expect(result.current.mode).toBe('light');
  });

  it('prefers the stored choice and then ignores OS changes', () => {
    const os = fakeOsColorScheme('dark');
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    const { result } = renderHook(() => useThemeMode());
    expect(result.current.mode).toBe('light');

    act(() => {
      os.set('light');
      os.set('dark');
    });

    expect(result.current.mode).toBe('light');
  });

  it('stores the opposite of the theme in force when toggled, and stops following the OS', () => {
    const os = fakeOsColorScheme('dark');
    const { result } = renderHook(() => useThemeMode());

    act(() => {
      result.current.toggle();
    });
    expect(result.current.mode).toBe('light');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');

    act(() => {
      os.set('light');
      os.set('dark');
    });
    expect(result.current.mode).toBe('light');

    act(() => {
      result.current.toggle();
    });
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('ignores a stored value that is not a theme', () => {
    fakeOsColorScheme('dark');
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');

    const { result } = renderHook(() => useThemeMode());

    expect(result.current.mode).toBe('dark');
  });
});
