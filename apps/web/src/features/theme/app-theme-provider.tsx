import { CssBaseline, ThemeProvider, createTheme, type Theme } from '@mui/material';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useThemeMode, type ThemeMode } from './theme-mode.ts';

/** Below this width the layout switches to its mobile form (spec §9). */
export const MOBILE_BREAKPOINT_PX = 768;

export function createAppTheme(mode: ThemeMode): Theme {
  return createTheme({
    palette: {
      mode,
      primary: { main: mode === 'dark' ? '#8da2fb' : '#3b5bdb' },
      secondary: { main: mode === 'dark' ? '#63e6be' : '#0ca678' },
      background:
        mode === 'dark' ? { default: '#0f1117', paper: '#171a23' } : { default: '#f7f8fc', paper: '#ffffff' },
    },
    // `md` is the mobile breakpoint: `theme.breakpoints.down('md')` means a phone-sized screen.
    breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT_PX, lg: 1200, xl: 1536 } },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
  });
}

/** Applies the light or dark theme in force and keeps the page's colour scheme in step with it. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { mode } = useThemeMode();
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  useEffect(() => {
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
  }, [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
