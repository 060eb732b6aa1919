import { createUser, getCurrentUser, resendVerification, updateProfile, verifyEmail } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { NO_CONTENT, registerOperation } from '../../platform/http/operation-route.ts';
import { signInRequired } from '../../platform/http/request-auth.ts';
import type { UsersService } from './users.service.ts';

export function registerUsersRoutes(app: FastifyInstance, { users }: { users: UsersService }): void {
  registerOperation(app, createUser, (request) => users.signUp(request.body, request.ip));

  registerOperation(app, verifyEmail, async (request) => {
    await users.verifyEmail(request.query.email, request.query.token);
    return { email: request.query.email, verified: true as const };
  });

  registerOperation(app, resendVerification, async (request) => {
    const { userId } = await request.auth.require();
    return users.resendVerification(userId);
  });

  // A session check (`sessionCheck=true`) answers 204 instead of 401, and does not extend the session.
  registerOperation(app, getCurrentUser, async (request) => {
    const check = request.query.sessionCheck === 'true';
    const signedIn = await request.auth.session({ extend: !check });
    const user = signedIn === null ? undefined : await users.getUser(signedIn.userId);
    if (user !== undefined) return user;
    if (check) return NO_CONTENT;
    throw signInRequired();
  });

  registerOperation(app, updateProfile, async (request) => {
    const { userId } = await request.auth.require();
    return users.updateProfile(userId, request.body);
  });
}
