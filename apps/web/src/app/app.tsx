import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { HiddenFeaturesProvider } from '#src/features/hidden-features/hidden-features-provider.tsx';
import { AppThemeProvider } from '#src/features/theme/app-theme-provider.tsx';
import { createQueryClient } from '#src/lib/query-client.ts';
import { routes } from './routes.tsx';

/** What every screen relies on, outside the router: server state, theme, hidden features. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <HiddenFeaturesProvider>{children}</HiddenFeaturesProvider>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}

export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
