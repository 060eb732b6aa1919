import { Box } from '@mui/material';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { HiddenFeaturesNotice } from '#src/features/hidden-features/hidden-features-notice.tsx';
import { SessionProvider } from '#src/lib/auth/session-provider.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

export interface RouteHandle {
  /** The page's name, shown in the browser tab. */
  title?: string;
}

function useDocumentTitle(): void {
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter((value) => value !== undefined)
    .at(-1);
  useEffect(() => {
    document.title = title === undefined ? 'Parley' : `${title} · Parley`;
  }, [title]);
}

/** Every page: header, content, footer, the hidden-features notice. */
export function RootLayout() {
  useDocumentTitle();
  return (
    <SessionProvider>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <Header />
        <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
          <Outlet />
        </Box>
        <Footer />
        <HiddenFeaturesNotice />
      </Box>
      <ScrollRestoration />
    </SessionProvider>
  );
}
