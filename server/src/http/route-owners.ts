/**
 * Each module owns its URL prefix (docs/architecture.md#url-ownership): a route is registered by the module that
 * owns the first segment of its URL after /api, or by the module named for a longer, shared prefix below. A module
 * registering a route under another's prefix (or under a prefix nobody owns) stops the server at start-up, like a
 * route without config.access (http/access.ts).
 */
import type { FastifyPluginAsync, RouteOptions } from 'fastify';

export type ModuleName =
  | 'account'
  | 'admin'
  | 'auth'
  | 'billing'
  | 'clinician'
  | 'consultations'
  | 'exercises'
  | 'foods'
  | 'health'
  | 'imports'
  | 'notifications'
  | 'plans'
  | 'profile'
  | 'progress'
  | 'reports'
  | 'support';

/** The owner of each first URL segment under /api. */
export const URL_PREFIX_OWNERS: Readonly<Record<string, ModuleName>> = {
  account: 'account',
  admin: 'admin',
  auth: 'auth',
  billing: 'billing',
  razorpay: 'billing',
  paypal: 'billing',
  stripe: 'billing',
  clinician: 'clinician',
  'risk-assessment': 'clinician',
  certificates: 'clinician',
  consultations: 'consultations',
  exercises: 'exercises',
  foods: 'foods',
  'food-logs': 'foods',
  health: 'health',
  imports: 'imports',
  notifications: 'notifications',
  plans: 'plans',
  profile: 'profile',
  progress: 'progress',
  workouts: 'progress',
  'blood-test': 'reports',
  biomarkers: 'reports',
  support: 'support',
};

/**
 * The few shared prefixes: the staff area /api/admin belongs to modules/admin, but a module's own staff actions
 * live beside its member routes, under a sub-prefix of /api/admin it owns (the prefix and what is under it).
 * Nothing else may share a prefix.
 */
export const SHARED_PREFIXES: readonly { prefix: string; owner: ModuleName; why: string }[] = [
  {
    prefix: '/api/admin/support',
    owner: 'support',
    why: 'the support queue (staff side of support tickets)',
  },
  { prefix: '/api/admin/clinicians', owner: 'clinician', why: 'granting and removing the clinician role' },
  { prefix: '/api/admin/clinician-assignments', owner: 'clinician', why: "a member's assigned clinician" },
  { prefix: '/api/admin/reviews', owner: 'clinician', why: 'Doctor Verified review statistics' },
  { prefix: '/api/admin/users/:id/payments', owner: 'billing', why: 'refunding a payment' },
  { prefix: '/api/admin/users/:id/revoke', owner: 'billing', why: 'revoking a paid plan' },
];

/** The module that owns a route's URL, or undefined when no module owns its prefix. */
export function ownerOf(url: string): ModuleName | undefined {
  const shared = SHARED_PREFIXES.find((s) => url === s.prefix || url.startsWith(`${s.prefix}/`));
  if (shared) return shared.owner;
  const segment = /^\/api\/([^/]+)/.exec(url)?.[1];
  return segment === undefined ? undefined : URL_PREFIX_OWNERS[segment];
}

/** A module's routes, registered as that module's: each route's URL must be under a prefix the module owns. */
export function moduleRoutes(module: ModuleName, routes: FastifyPluginAsync): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRoute', (route: RouteOptions) => {
      const owner = ownerOf(route.url);
      if (owner !== module) {
        throw new Error(
          `Route ${String(route.method)} ${route.url} is registered by modules/${module} but its URL prefix ${
            owner ? `belongs to modules/${owner}` : 'has no owner'
          }: register it in the owning module, or list the prefix in http/route-owners.ts (URL_PREFIX_OWNERS, or SHARED_PREFIXES with the reason).`,
        );
      }
    });
    await scope.register(routes);
  };
}
