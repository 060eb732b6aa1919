import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SESSION_SECURITY_SCHEME } from './operation-route.ts';
import { SESSION_COOKIE_NAME } from './session-cookie.ts';

/**
 * The OpenAPI document is generated from the registered routes' schemas, so it cannot drift from
 * what the server validates. Only `/api` routes are documented.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Parley API',
        version,
        description:
          'Every success answers `{ data }`; every failure answers `{ error: { code, message, details } }`, ' +
          'with `details` naming each invalid field.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          [SESSION_SECURITY_SCHEME]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME },
        },
      },
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The docs page carries its own inline bootstrap script; staticCSP gives it a policy with its hashes.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
