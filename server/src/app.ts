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
import { Redis } from 'ioredis';
import { loadCommonPasswords } from '@common/password-quality';
import type { AppContext, RouteRateLimit } from './app-context';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerAccessControl } from './http/access';
import { registerApiDocs } from './http/api-docs';
import { clientErrorHandler, frameworkErrorResponder, registerErrorHandler } from './http/error-handler';
import { loadPageResolver } from './http/prerendered-pages';
import { registerNulGuard } from './http/nul-guard';
import { registerSecurityHeaders } from './http/security-headers';
import { JobQueue } from './jobs/job-queue';
import { memoryAttemptLimiter, redisAttemptLimiter } from './lib/attempt-limiter';
import { redisInvalidationBus, SESSION_INVALIDATION_CHANNEL } from './lib/invalidation-bus';
import { TooManyRequests } from './lib/errors';
import { prettyLogStream } from './lib/pretty-log';
import { projectRoot } from './lib/project-root';
import type { Secrets } from './lib/secrets';
import { accountRoutes } from './modules/account/account-routes';
import { createAccountService } from './modules/account/account-service';
import { adminRoutes } from './modules/admin/admin-routes';
import { createAdminService } from './modules/admin/admin-service';
import { createMailQueue } from './mail/mail-queue';
import { createMailTransport } from './mail/mail-transport';
import { publicOrigin } from './mail/public-origin';
import { createAccountEmailService, FORGOT_PASSWORD_PER_ADDRESS } from './modules/auth/account-email-service';
import { authRoutes } from './modules/auth/auth-routes';
import { createAuthService, LOGIN_LIMITS } from './modules/auth/auth-service';
import { billingRoutes } from './modules/billing/billing-routes';
import { createBillingService } from './modules/billing/billing-service';
import { scheduleSubscriptionSweeps } from './modules/billing/subscription-sweeps';
import { healthRoutes } from './modules/health/health-routes';
import { createNotificationService } from './modules/notifications/notifications-service';
import { notificationRoutes } from './modules/notifications/notifications-routes';
import { exerciseRoutes } from './modules/exercises/exercises-routes';
import { planRoutes } from './modules/plans/plans-routes';
import { createPlanService } from './modules/plans/plans-service';
import { progressPhotoRoutes } from './modules/progress/progress-photo-routes';
import { createProgressPhotoService } from './modules/progress/progress-photos';
import { mealLogRoutes, progressRoutes, workoutRoutes } from './modules/progress/progress-routes';
import { createProgressService } from './modules/progress/progress-service';
import { profileRoutes } from './modules/profile/profile-routes';
import { createProfileService } from './modules/profile/profile-service';
import { reportRoutes } from './modules/reports/reports-routes';
import { biomarkerRoutes } from './modules/reports/biomarkers-routes';
import { extractionSafetyNetMs, labsExtractor, labsScreen } from './modules/reports/labs-extractor';
import { renderValueCrop } from './labs/value-crop';
import { createReportService, type ReportExtractor } from './modules/reports/reports-service';
import { scheduleIdempotencySweeps } from './modules/progress/idempotency-sweep';
import { orphanGraceMs, scheduleOrphanSweeps } from './modules/reports/orphan-sweeps';
import { createSupportService } from './modules/support/support-service';
import { careRoutes, clinicianAdminRoutes, clinicianRoutes } from './modules/clinician/clinician-routes';
import { createClinicianService } from './modules/clinician/clinician-service';
import { consultationMessageLimit, consultationRoutes } from './modules/consultations/consultations-routes';
import { createConsultationService } from './modules/consultations/consultations-service';
import { supportAdminRoutes, supportRoutes } from './modules/support/support-routes';
import { OcrPool } from './labs/ocr-pool';
import type { MailQueue } from './mail/mail-types';
import { resolvePaymentsSettings } from './payments/payments-config';
import type { FileStore } from './storage/file-store';
import { createMetrics } from './observability/metrics';
import { openFileStore } from './storage/open-file-store';

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

/** Never log credentials, tokens or report contents. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-razorpay-signature"]',
  'req.headers["stripe-signature"]',
  'password',
  'token',
  '*.password',
  '*.token',
];

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const pretty =
    config.LOG_FORMAT === 'pretty' || (config.LOG_FORMAT === 'auto' && process.stdout.isTTY === true);
  const stream = pretty ? prettyLogStream(deps.logStream ?? process.stdout) : deps.logStream;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: { paths: REDACT, censor: '[redacted]' },
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
  app.addHook('onResponse', async (request, reply) => {
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
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Password rules (common/) need the breached-password list before the first request.
  await loadCommonPasswords();
  const now = deps.now ?? (() => new Date());
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());

  const db = deps.database.db;
  const metrics = createMetrics({
    poolStats: deps.database.kind === 'postgres' ? () => deps.database.poolStats() : undefined,
  });
  metrics.instrument(app);
  const jobs = new JobQueue({
    db,
    log: app.log,
    now,
    exclusive: deps.database.kind === 'pglite',
    leaseMs: config.JOB_LEASE_SECONDS * 1000,
    metrics: metrics.jobs,
  });
  app.addHook('onClose', () => jobs.stop());
  const mailTransport = createMailTransport({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: app.log,
  });
  app.addHook('onClose', async () => mailTransport.close());
  const queuedMail = createMailQueue(jobs, mailTransport);
  // Tests may capture the mails other modules send (support); account mails always take the queue.
  const mail = deps.mail ?? queuedMail;
  // Every mail's links (auth, support, clinician, notifications, billing) start with this one origin.
  const publicUrl = () => publicOrigin(config, app.server.address());
  const auth = createAuthService({
    db,
    secrets: deps.secrets,
    config,
    now,
    loginLimiter: redis
      ? redisAttemptLimiter(redis, LOGIN_LIMITS.windowMs)
      : memoryAttemptLimiter(LOGIN_LIMITS.windowMs, () => now().getTime()),
    onRegistered: (tx, user) => accountEmail.onRegistered(tx, user),
    onSignInPaused: (email) => accountEmail.signInPaused(email),
    connectInvalidation: redis
      ? (handlers) =>
          redisInvalidationBus(redis, { channel: SESSION_INVALIDATION_CHANNEL, log: app.log, ...handlers })
      : undefined,
  });
  app.addHook('onClose', () => auth.close());
  const accountEmail = createAccountEmailService({
    db,
    now,
    config,
    mail: queuedMail,
    jobs,
    publicUrl,
    resetLimiter: redis
      ? redisAttemptLimiter(redis, FORGOT_PASSWORD_PER_ADDRESS.windowMs)
      : memoryAttemptLimiter(FORGOT_PASSWORD_PER_ADDRESS.windowMs),
    forgetUser: (userId) => auth.forgetUser(userId),
  });
  const notifications = createNotificationService({
    db,
    now,
    mail: queuedMail,
    jobs,
    publicUrl,
    key: deps.secrets.sessionKey,
  });

  let files = deps.files;
  if (!files) {
    const store = await openFileStore(config, deps.secrets.fileKey);
    app.addHook('onClose', async () => store.close());
    files = store.files;
  }
  // One OCR pool per server (worker threads, started on the first scanned report), unless tests bring an extractor.
  const ocr = deps.extract
    ? null
    : new OcrPool({
        size: config.OCR_WORKERS,
        languages: config.OCR_LANGUAGES,
        onError: (err) => app.log.warn({ err }, 'OCR worker error'),
      });
  if (ocr) app.addHook('onClose', () => ocr.close());
  const paymentsSettings = resolvePaymentsSettings(config, deps.secrets.sessionKey);
  if (paymentsSettings.sandboxWarning) app.log.warn(paymentsSettings.sandboxWarning);
  const billing = createBillingService({
    db,
    now,
    log: app.log,
    settings: paymentsSettings,
    onUserChanged: (userId) => auth.forgetUser(userId),
    notify: notifications.notifier,
  });
  scheduleSubscriptionSweeps(jobs, billing, { now, log: app.log });
  const reports = createReportService({
    db,
    now,
    log: app.log,
    files,
    extract: deps.extract ?? labsExtractor(ocr!, config.OCR_PAGE_WORK_LIMIT_MS, app.log, metrics.extraction),
    screen: deps.extract ? undefined : labsScreen,
    renderCrop: renderValueCrop,
    jobs,
    // One report per OCR worker: a report's pages share the pool, so more would only wait for workers.
    extractConcurrency: Math.max(1, config.OCR_WORKERS),
    extractTimeoutMs: extractionSafetyNetMs(config.OCR_PAGE_WORK_LIMIT_MS),
    readingLimits: config.RATE_LIMITS,
    notify: notifications.notifier,
  });
  scheduleOrphanSweeps(jobs, reports, {
    graceMs: orphanGraceMs(config.ORPHAN_SWEEP_GRACE_SECONDS, deps.database.kind),
    log: app.log,
  });
  // Doctor Verified: plans queue their review with the clinician service, which regenerates plans on changes.
  const plans = createPlanService({
    db,
    now,
    notify: notifications.notifier,
    review: {
      overridesFor: (ex, userId) => clinician.overridesFor(ex, userId),
      onPlanCreated: (tx, plan) => clinician.onPlanCreated(tx, plan),
    },
  });
  const clinician = createClinicianService({
    db,
    now,
    mail,
    publicUrl,
    plans: () => plans,
    renderCrop: (memberId, reportId, biomarkerId) => reports.cropForCare(memberId, reportId, biomarkerId),
  });
  const progress = createProgressService({ db, now, plans, biomarkers: (userId) => reports.series(userId) });
  scheduleIdempotencySweeps(jobs, { db, now, log: app.log });
  const perUser = (request: FastifyRequest) => request.actor?.user.id ?? request.ip;
  const limit = (l: RouteRateLimit): RouteRateLimit | undefined => (config.RATE_LIMITS ? l : undefined);
  const ctx: AppContext = {
    config,
    database: deps.database,
    db,
    secrets: deps.secrets,
    now,
    jobs,
    mail,
    publicUrl,
    metrics,
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
    services: {
      auth,
      accountEmail,
      notifications,
      profile: createProfileService({
        db,
        now,
        onIdentityChanged: (userId) => reports.recheckIdentity(userId),
      }),
      reports,
      plans,
      progress,
      progressPhotos: createProgressPhotoService({ db, files, now, log: app.log }),
      clinician,
      consultations: createConsultationService({ db, now, mail, publicUrl, clinician }),
      account: createAccountService({ database: deps.database, files, now, log: app.log }),
      billing,
      admin: createAdminService({
        db,
        database: deps.database,
        now,
        dataDir: config.dataDir,
        onAccountChanged: (userId) => auth.forgetUser(userId),
        systemChecks: {
          payments: () => Object.entries(billing.modes()).map(([provider, mode]) => ({ provider, mode })),
          paymentsSandboxWarning: () => paymentsSettings.sandboxWarning,
          ocr: () => ocrStatus(ocr, config.OCR_WORKERS),
        },
      }),
      support: createSupportService({
        db,
        files,
        mail,
        now,
        log: app.log,
        publicUrl,
      }),
    },
  };

  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
    // Personal data must never be kept by a browser or proxy cache.
    if (request.url.startsWith('/api')) void reply.header('cache-control', 'no-store');
  });

  registerErrorHandler(app);
  registerSecurityHeaders(app, config);
  registerAccessControl(app, auth);
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
      await api.register(healthRoutes(ctx));
      await api.register(authRoutes(ctx), { prefix: '/auth' });
      await api.register(profileRoutes(ctx), { prefix: '/profile' });
      await api.register(reportRoutes(ctx), { prefix: '/blood-test' });
      await api.register(biomarkerRoutes(ctx), { prefix: '/biomarkers' });
      await api.register(planRoutes(ctx), { prefix: '/plans' });
      await api.register(mealLogRoutes(ctx), { prefix: '/plans' });
      await api.register(progressRoutes(ctx), { prefix: '/progress' });
      await api.register(progressPhotoRoutes(ctx), { prefix: '/progress' });
      await api.register(workoutRoutes(ctx), { prefix: '/workouts' });
      await api.register(exerciseRoutes(), { prefix: '/exercises' });
      await api.register(accountRoutes(ctx), { prefix: '/account' });
      await api.register(billingRoutes(ctx));
      await api.register(adminRoutes(ctx), { prefix: '/admin' });
      await api.register(supportRoutes(ctx), { prefix: '/support' });
      await api.register(supportAdminRoutes(ctx), { prefix: '/admin/support' });
      await api.register(notificationRoutes(ctx), { prefix: '/notifications' });
      await api.register(clinicianRoutes(ctx), { prefix: '/clinician' });
      await api.register(clinicianAdminRoutes(ctx), { prefix: '/admin' });
      await api.register(careRoutes(ctx));
      await api.register(consultationRoutes(ctx), { prefix: '/consultations' });
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

function ocrStatus(ocr: OcrPool | null, size: number): { ready: boolean; message: string } {
  if (!ocr) return { ready: true, message: 'A custom report extractor is configured.' };
  const missing = ocr.missingLanguages;
  if (missing.length > 0)
    return { ready: false, message: `OCR language data is missing: ${missing.join(', ')}.` };
  return {
    ready: true,
    // The reserve worker (decision 009) is not one of the configured workers.
    message: `${Math.min(ocr.workerCount, size)} of ${size} OCR worker(s) running (they start with the first scan).`,
  };
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
