import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE_NAME = 'parley_session';

/** The session cookie: HttpOnly, SameSite=Lax, and Secure when the deployment is served over https. */
export function createSessionCookie({ secure }: { secure: boolean }) {
  const options = { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' };
  return {
    read: (request: FastifyRequest): string | undefined => {
      const value = request.cookies[SESSION_COOKIE_NAME];
      return value === undefined || value === '' ? undefined : value;
    },
    set: (reply: FastifyReply, token: string, maxAgeSeconds: number): void => {
      reply.setCookie(SESSION_COOKIE_NAME, token, { ...options, maxAge: maxAgeSeconds });
    },
    clear: (reply: FastifyReply): void => {
      reply.clearCookie(SESSION_COOKIE_NAME, options);
    },
  };
}

export type SessionCookie = ReturnType<typeof createSessionCookie>;
