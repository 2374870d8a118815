/**
 * buildApp(config, deps) → a ready Fastify instance (tests call this and use `inject`; main.ts listens).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadCommonPasswords } from '@common/password-quality';
import type { AppContext, RouteRateLimit } from './app-context';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerAccessControl } from './http/access';
import { registerApiDocs } from './http/api-docs';
import { clientErrorHandler, frameworkErrorResponder, registerErrorHandler } from './http/error-handler';
import { isOwnPath, loadPageResolver } from './http/prerendered-pages';
import { registerNulGuard } from './http/nul-guard';
import { moduleRoutes } from './http/route-owners';
import { registerSecurityHeaders } from './http/security-headers';
import { TooManyRequests } from './lib/errors';
import { LOG_REDACT, logStreamFor } from './observability/logger';
import { projectRoot } from './lib/project-root';
import type { Secrets } from './lib/secrets';
import { publicOrigin } from './mail/public-origin';
import { createServices } from './services';
import type { ReportExtractor } from './modules/reports/reports-service';
import type { MailQueue } from './mail/mail-types';
import { accountRoutes } from './modules/account/account-routes';
import { adminRoutes } from './modules/admin/admin-routes';
import { authRoutes } from './modules/auth/auth-routes';
import { billingRoutes } from './modules/billing/billing-routes';
import { healthRoutes } from './modules/health/health-routes';
import { notificationRoutes } from './modules/notifications/notifications-routes';
import { exerciseRoutes } from './modules/exercises/exercises-routes';
import { foodLogRoutes, foodRoutes } from './modules/foods/foods-routes';
import { planRoutes } from './modules/plans/plans-routes';
import { progressPhotoRoutes } from './modules/progress/progress-photo-routes';
import { progressRoutes, workoutRoutes } from './modules/progress/progress-routes';
import { profileRoutes } from './modules/profile/profile-routes';
import { reportRoutes } from './modules/reports/reports-routes';
import { importRoutes } from './modules/imports/imports-routes';
import { biomarkerRoutes } from './modules/reports/biomarkers-routes';
import { careRoutes, clinicianAdminRoutes, clinicianRoutes } from './modules/clinician/clinician-routes';
import { consultationMessageLimit, consultationRoutes } from './modules/consultations/consultations-routes';
import { supportAdminRoutes, supportRoutes } from './modules/support/support-routes';
import type { FileStore } from './storage/file-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The services behind the routes (start-up tasks and tests use them directly). */
    ctx: AppContext;
  }
}

export interface AppDeps {
  database: Database;
  secrets: Secrets;
  /** The clock; tests hand in a fixed one. */
  now?: () => Date;
  /** Serve the built client from this folder (default: dist/client when it exists). */
  staticDir?: string | null;
  logger?: boolean;
  /** Where log lines go (default: stdout, formatted for people when LOG_FORMAT says so). */
  logStream?: NodeJS.WritableStream;
  /** Where report files go (default: encrypted, under DATA_DIR/uploads). */
  files?: FileStore;
  /** Reads biomarkers from a report (default: the labs extractor). */
  extract?: ReportExtractor;
  /** Outgoing mail (default: .eml files in DATA_DIR/outbox). */
  mail?: MailQueue;
}

/** Keep-alive connections idle longer than this are closed (Fastify's default; above common load balancers' 60 s). */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/** Node's default time limit for the request headers; never more than the whole request's. */
const MAX_HEADERS_TIMEOUT_MS = 60_000;

/** The path without its query string: queries carry search terms (emails) that must not reach the logs. */
export function redactQuery(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : `${url.slice(0, q)}?[redacted]`;
}

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const stream = logStreamFor(config, deps.logStream);
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: { paths: LOG_REDACT, censor: '[redacted]' },
            serializers: {
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: redactQuery(request.url),
                host: request.host,
                remoteAddress: request.ip,
                remotePort: request.socket?.remotePort,
              }),
            },
            ...(stream ? { stream } : {}),
          },
    // One line per request, at debug (below): at the default level the log shows the start line and problems.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // Slow-loris protection: a request (body included) that does not arrive in time is cut off. Fastify applies its
    // timeout options only to servers it creates, so they are set here. Node checks the deadlines every
    // connectionsCheckingInterval (30 s by default), so check every second.
    serverFactory: (handler) => {
      const server = http.createServer({ connectionsCheckingInterval: 1000 }, handler);
      server.requestTimeout = config.REQUEST_TIMEOUT_MS;
      server.headersTimeout = Math.min(config.REQUEST_TIMEOUT_MS, MAX_HEADERS_TIMEOUT_MS);
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      return server;
    },
    frameworkErrors: frameworkErrorResponder,
    clientErrorHandler,
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  // Hooks that run on every request are written with callbacks, not async: each async hook costs a promise and
  // its resolution per request (issue 33); none is added where it has nothing to do (no logger).
  if (deps.logger !== false)
    app.addHook('onResponse', (request, reply, done) => {
      request.log.debug(
        {
          method: request.method,
          // Query strings may hold search terms (emails) or tokens: never logged.
          url: redactQuery(request.url),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request completed',
      );
      done();
    });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Password rules (common/) need the breached-password list before the first request.
  await loadCommonPasswords();
  const services = await createServices(config, {
    database: deps.database,
    secrets: deps.secrets,
    log: app.log,
    now: deps.now,
    // Every mail's links (auth, support, clinician, notifications, billing) start with this one origin.
    publicUrl: () => publicOrigin(config, app.server.address()),
    files: deps.files,
    extract: deps.extract,
    mail: deps.mail,
  });
  app.addHook('onClose', () => services.close());
  services.metrics.instrument(app);
  const { redis, services: s } = services;

  const perUser = (request: FastifyRequest) => request.actor?.user.id ?? request.ip;
  const limit = (l: RouteRateLimit): RouteRateLimit | undefined => (config.RATE_LIMITS ? l : undefined);
  const ctx: AppContext = {
    config,
    database: deps.database,
    db: services.db,
    secrets: deps.secrets,
    now: services.now,
    jobs: services.jobs,
    mail: services.mail,
    publicUrl: services.publicUrl,
    metrics: services.metrics,
    lifecycle: { shuttingDown: false },
    rateLimits: {
      register: limit({ max: 10, timeWindow: 60 * 60_000 }),
      upload: limit({ max: 30, timeWindow: 60 * 60_000, hook: 'preHandler', keyGenerator: perUser }),
      planGenerate: limit({ max: 20, timeWindow: 60 * 60_000, hook: 'preHandler', keyGenerator: perUser }),
      accountChange: limit({ max: 10, timeWindow: 60 * 60_000, hook: 'preHandler', keyGenerator: perUser }),
      supportTicket: limit({ max: 10, timeWindow: 60 * 60_000, hook: 'preHandler', keyGenerator: perUser }),
      supportMessage: limit({ max: 60, timeWindow: 60 * 60_000, hook: 'preHandler', keyGenerator: perUser }),
      consultationMessage: limit(consultationMessageLimit()),
      resendVerification: limit({
        max: 5,
        timeWindow: 60 * 60_000,
        hook: 'preHandler',
        keyGenerator: perUser,
      }),
      forgotPassword: limit({ max: 10, timeWindow: 60 * 60_000 }),
      emailLinks: limit({ max: 20, timeWindow: 60 * 60_000 }),
      accountExport: limit({ max: 3, timeWindow: 60 * 60_000, hook: 'preHandler', keyGenerator: perUser }),
      checkIn: limit({ max: 20, timeWindow: 60 * 60_000, hook: 'preHandler', keyGenerator: perUser }),
      swapOptions: limit({ max: 300, timeWindow: 60 * 60_000, hook: 'preHandler', keyGenerator: perUser }),
    },
    services: s,
  };

  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    // Personal data must never be kept by a browser or proxy cache.
    if (request.url.startsWith('/api')) void reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  registerErrorHandler(app);
  registerSecurityHeaders(app, config);
  registerAccessControl(app, s.auth);
  registerNulGuard(app);
  if (config.apiDocsPublic) await registerApiDocs(app);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'vitalplan:rl:' } : {}),
    errorResponseBuilder: (_req, context) =>
      new TooManyRequests(
        `Too many requests. Please wait ${Math.max(1, Math.ceil(context.ttl / 60_000))} minute(s) and try again.`,
        Math.ceil(context.ttl / 1000),
      ),
  });

  await app.register(
    async (api) => {
      // Each module registers its routes as its own: their URLs must be under prefixes it owns (http/route-owners.ts).
      await api.register(moduleRoutes('health', healthRoutes(ctx)));
      await api.register(moduleRoutes('auth', authRoutes(ctx)), { prefix: '/auth' });
      await api.register(moduleRoutes('profile', profileRoutes(ctx)), { prefix: '/profile' });
      await api.register(moduleRoutes('reports', reportRoutes(ctx)), { prefix: '/blood-test' });
      await api.register(moduleRoutes('reports', biomarkerRoutes(ctx)), { prefix: '/biomarkers' });
      await api.register(moduleRoutes('imports', importRoutes(ctx)), { prefix: '/imports' });
      await api.register(moduleRoutes('plans', planRoutes(ctx)), { prefix: '/plans' });
      await api.register(moduleRoutes('progress', progressRoutes(ctx)), { prefix: '/progress' });
      await api.register(moduleRoutes('progress', progressPhotoRoutes(ctx)), { prefix: '/progress' });
      await api.register(moduleRoutes('progress', workoutRoutes(ctx)), { prefix: '/workouts' });
      await api.register(moduleRoutes('exercises', exerciseRoutes()), { prefix: '/exercises' });
      await api.register(moduleRoutes('foods', foodRoutes(ctx)), { prefix: '/foods' });
      await api.register(moduleRoutes('foods', foodLogRoutes(ctx)), { prefix: '/food-logs' });
      await api.register(moduleRoutes('account', accountRoutes(ctx)), { prefix: '/account' });
      await api.register(moduleRoutes('billing', billingRoutes(ctx)));
      await api.register(moduleRoutes('admin', adminRoutes(ctx)), { prefix: '/admin' });
      await api.register(moduleRoutes('support', supportRoutes(ctx)), { prefix: '/support' });
      await api.register(moduleRoutes('support', supportAdminRoutes(ctx)), { prefix: '/admin/support' });
      await api.register(moduleRoutes('notifications', notificationRoutes(ctx)), {
        prefix: '/notifications',
      });
      await api.register(moduleRoutes('clinician', clinicianRoutes(ctx)), { prefix: '/clinician' });
      await api.register(moduleRoutes('clinician', clinicianAdminRoutes(ctx)), { prefix: '/admin' });
      await api.register(moduleRoutes('clinician', careRoutes(ctx)));
      await api.register(moduleRoutes('consultations', consultationRoutes(ctx)), {
        prefix: '/consultations',
      });
    },
    { prefix: '/api' },
  );

  const staticDir = deps.staticDir === undefined ? defaultStaticDir(config) : deps.staticDir;
  if (staticDir) await serveClient(app, staticDir);
  const pageFor = staticDir ? loadPageResolver(staticDir) : null;
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (pageFor && isPage && !pathname.startsWith('/api')) {
      // Public pages arrive prerendered; member screens get the app shell and the client router decides.
      const page = pageFor(pathname);
      return reply.status(page.status).header('cache-control', 'no-cache').sendFile(page.file);
    }
    if (
      pageFor &&
      request.method === 'POST' &&
      isOwnPath(pathname) &&
      !pathname.startsWith('/api') &&
      pageFor(pathname).status === 200
    ) {
      // A sign-in form the browser submitted itself, before the page hydrated (its button is disabled until then, so
      // this is rare): the fields are not read, and the page comes back to be filled in again.
      return reply.redirect(request.url, 303);
    }
    return reply.status(404).send({ message: `No API route for ${request.method} ${pathname}.` });
  });

  app.decorate('ctx', ctx);
  await app.ready();
  return app;
}

/**
 * Which X-Forwarded-For hops are believed. A hop count trusts that many addresses counted from the connection's
 * own peer; a list trusts those proxies. Either way the client is the right-most address not trusted.
 */
function trustProxyOption(
  setting: Config['TRUST_PROXY'],
): boolean | string[] | ((a: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

function defaultStaticDir(config: Config): string | null {
  const dir = config.STATIC_DIR ?? path.join(projectRoot(), 'dist', 'client');
  return existsSync(path.join(dir, 'index.html')) ? dir : null;
}

/** The single-page app's files: hashed assets cached for a year, everything else revalidated. */
async function serveClient(app: FastifyInstance, dir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
