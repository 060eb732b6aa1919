import { render, type RenderResult } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { AppProviders } from '#src/app/app.tsx';
import { routes } from '#src/app/routes.tsx';

export type TestRouter = ReturnType<typeof createMemoryRouter>;

/** Renders the app's providers and router (the real route table by default) at `path`. */
export function renderApp(
  path: string,
  routeTable: RouteObject[] = routes,
): RenderResult & { router: TestRouter } {
  const router = createMemoryRouter(routeTable, { initialEntries: [path] });
  const result = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return Object.assign(result, { router });
}

/** The router's current address as one string. */
export function currentUrl(router: TestRouter): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}
