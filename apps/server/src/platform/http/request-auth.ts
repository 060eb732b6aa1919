import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/** Who is calling: the session and its user. */
export interface SignedIn {
  sessionId: string;
  userId: string;
}

export interface RequestAuth {
  /**
   * The signed-in session behind this request, or null. Looked up once per request; `extend: false`
   * (a session check) leaves the session's expiry alone.
   */
  session(options?: { extend?: boolean }): Promise<SignedIn | null>;
  /** The signed-in session, or a 401. */
  require(): Promise<SignedIn>;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth;
  }
}

export type SessionResolver = (
  request: FastifyRequest,
  reply: FastifyReply,
  options: { extend: boolean },
) => Promise<SignedIn | null>;

export const signInRequired = () => new AppError('unauthorized', 'Sign in to continue.');

/** Gives every request `request.auth`, backed by the sessions module's resolver. */
export function registerRequestAuth(app: FastifyInstance, resolve: SessionResolver): void {
  app.decorateRequest('auth', null as unknown as RequestAuth);
  app.addHook('onRequest', (request, reply, done) => {
    let resolved: Promise<SignedIn | null> | undefined;
    const session: RequestAuth['session'] = (options = {}) =>
      (resolved ??= resolve(request, reply, { extend: options.extend ?? true }));
    request.auth = {
      session,
      async require() {
        const signedIn = await session();
        if (signedIn === null) throw signInRequired();
        return signedIn;
      },
    };
    done();
  });
}
