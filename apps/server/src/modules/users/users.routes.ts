import { getCurrentUser } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { NO_CONTENT, registerOperation } from '../../platform/http/operation-route.ts';

/**
 * The current user. Accounts and sessions arrive with sign-in (issue 3); until then no request can
 * carry a session, so the answer is always "signed out": 204 for a session check, 401 otherwise.
 */
export function registerUsersRoutes(app: FastifyInstance): void {
  registerOperation(app, getCurrentUser, (request) => {
    if (request.query.sessionCheck === 'true') return Promise.resolve(NO_CONTENT);
    return Promise.reject(new AppError('unauthorized', 'Sign in to continue.'));
  });
}
