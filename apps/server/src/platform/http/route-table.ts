import type { FastifyInstance } from 'fastify';

export interface RouteSummary {
  method: string;
  url: string;
  operationId: string | undefined;
  /** Whether the route needs a signed-in session (declared by its OpenAPI security). */
  requiresSession: boolean;
  /** Whether the route validates a request body. */
  hasBody: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, in order: what the isolation test walks. */
    routeTable: RouteSummary[];
  }
}

/** Records each route as it is registered (register this before any route). */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RouteSummary[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = route.schema;
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        operationId: schema?.operationId,
        requiresSession: schema?.security !== undefined,
        hasBody: schema?.body !== undefined,
      });
    }
  });
}
