import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { SESSION_COOKIE } from './credentials.service';

/**
 * Sets the dashboard session cookie (docs/http.md, Authentication): HttpOnly, SameSite=Lax, the
 * whole site, Secure over HTTPS or in production. Every route that opens a session sets it here.
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, config: AppConfig, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https' || config.nodeEnv === 'production',
  });
}
