import type { FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { JobQueue } from './jobs/job-queue';
import type { Secrets } from './lib/secrets';
import type { MailQueue } from './mail/mail-types';
import type { Metrics } from './observability/metrics';
import type { ServiceMap } from './services';

/** Per-route rate limits (@fastify/rate-limit route config); undefined when RATE_LIMITS=off. */
export interface RouteRateLimit {
  /** A number, or one per key (e.g. a larger allowance for clinicians than for members). */
  max: number | ((request: FastifyRequest, key: string) => number);
  timeWindow: number;
  hook?: 'onRequest' | 'preHandler';
  keyGenerator?: (request: FastifyRequest) => string;
}

/** Everything a route plugin may use: configuration, the database and the services built on it. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  secrets: Secrets;
  now: () => Date;
  /** The durable job queue (started by main.ts; tests run it with drain()). */
  jobs: JobQueue;
  /** Queues a mail; the job queue sends it. */
  mail: MailQueue;
  /** Where mailed links point: PUBLIC_URL, else the server's own listening address. */
  publicUrl: () => string;
  metrics: Metrics;
  /** Set when a stop signal arrived: readiness answers 503 so the proxy sends new requests elsewhere. */
  lifecycle: { shuttingDown: boolean };
  rateLimits: {
    register?: RouteRateLimit;
    upload?: RouteRateLimit;
    planGenerate?: RouteRateLimit;
    /** Password change and account deletion (password guessing with a stolen session). */
    accountChange?: RouteRateLimit;
    /** New support requests (each sends a mail) and members' follow-ups. */
    supportTicket?: RouteRateLimit;
    supportMessage?: RouteRateLimit;
    /** Consultation messages, per member and per clinician (CONSULTATION_MESSAGE_LIMITS). */
    consultationMessage?: RouteRateLimit;
    /** Verification mails a member may ask for. */
    resendVerification?: RouteRateLimit;
    /** Reset requests per client address (each address also has its own quiet limit). */
    forgotPassword?: RouteRateLimit;
    /** Guessing mailed tokens (verify / reset). */
    emailLinks?: RouteRateLimit;
    /** Data exports (each reads and zips every report file). */
    accountExport?: RouteRateLimit;
    /** Weekly check-ins (each may re-plan the coming weeks with the engine). */
    checkIn?: RouteRateLimit;
    /** Meal swap options (each sizes up to 30 dishes with the engine). */
    swapOptions?: RouteRateLimit;
  };
  services: ServiceMap;
}
