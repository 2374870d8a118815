/**
 * Who may call a route is declared on the route itself (`config.access`) and enforced here, before the body is
 * read, with what it may show staff of another member (`config.staffReads`). Every /api route must declare them: an
 * undeclared route stops the server from starting. The authorization tests read the same declarations.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Forbidden, Unauthorized } from '../lib/errors';
import { API_DOCS_PREFIX } from './api-docs';
import type { Actor, AuthService } from '../modules/auth/auth-service';

export const ACCESS_LEVELS = ['public', 'member', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/**
 * What a route may show staff (an admin or a clinician) of another member: 'audited' — a member's health data or
 * support requests, and every such answer writes an audit row naming the member (their export lists it); 'none' —
 * nothing of another member's. Every member and admin route declares it (public routes serve no one's data by
 * role); staff-reads.test.ts calls each 'audited' route as staff and checks the row.
 */
export const STAFF_READS = ['none', 'audited'] as const;
export type StaffReads = (typeof STAFF_READS)[number];

/** One /api route, who may call it and what it shows staff (the authorization tests walk this table). */
export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
  staffReads: StaffReads;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    staffReads?: StaffReads;
    /**
     * A write that never changes its caller's account (a set or a meal logged at the gym): it may take the session
     * from the session cache like a read. Any other write drops the member's cached sessions and reads the session
     * from the database, so the account row a write may change (payment, password, deletion) is seen at once.
     */
    accountUnchanged?: true;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, in registration order (API docs excluded). */
    apiRoutes: ApiRoute[];
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export function registerAccessControl(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('actor', null);
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.method === 'HEAD') return;
    // The generated API documentation is public and registers its own routes.
    if (route.url.startsWith(API_DOCS_PREFIX)) {
      route.config = { ...route.config, access: 'public' };
      return;
    }
    const access = route.config?.access;
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} must declare config.access (${ACCESS_LEVELS.join(' | ')})`,
      );
    }
    const staffReads = route.config?.staffReads ?? (access === 'public' ? 'none' : undefined);
    if (!staffReads || !STAFF_READS.includes(staffReads) || (access === 'public' && staffReads !== 'none')) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} must declare config.staffReads (${STAFF_READS.join(' | ')}; public routes: none)`,
      );
    }
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, access, staffReads });
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    const token = bearerToken(request);
    const read =
      request.method === 'GET' ||
      request.method === 'HEAD' ||
      request.routeOptions.config?.accountUnchanged === true;
    request.actor = token ? await auth.authenticate(token, { read }) : null;
    if (access === 'public') return;
    if (!request.actor)
      throw new Unauthorized(token ? 'Your session has expired. Please log in again.' : undefined);
    if (access === 'admin' && !request.actor.user.isAdmin) throw new Forbidden('Admin access required.');
  });
}

/** The caller of a member or admin route (access control has already ensured there is one). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Unauthorized();
  return request.actor;
}
