import type { FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Secrets } from './lib/secrets';
import type { AccountService } from './modules/account/account-service';
import type { AdminService } from './modules/admin/admin-service';
import type { AuthService } from './modules/auth/auth-service';
import type { BillingService } from './modules/billing/billing-service';
import type { PlanService } from './modules/plans/plans-service';
import type { ProfileService } from './modules/profile/profile-service';
import type { ReportService } from './modules/reports/reports-service';
import type { SupportService } from './modules/support/support-service';
import type { MailQueue } from './mail/mail-types';

/** Per-route rate limits (@fastify/rate-limit route config); undefined when RATE_LIMITS=off. */
export interface RouteRateLimit {
  max: number;
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
  /** Outgoing mail (queued; never sent inside a request). */
  mail: MailQueue;
  rateLimits: {
    register?: RouteRateLimit;
    upload?: RouteRateLimit;
    planGenerate?: RouteRateLimit;
    /** Password change and account deletion (password guessing with a stolen session). */
    accountChange?: RouteRateLimit;
    /** New support requests (each sends a mail) and members' follow-ups. */
    supportTicket?: RouteRateLimit;
    supportMessage?: RouteRateLimit;
    /** Data exports (each reads and zips every report file). */
    accountExport?: RouteRateLimit;
  };
  services: {
    auth: AuthService;
    profile: ProfileService;
    reports: ReportService;
    plans: PlanService;
    account: AccountService;
    billing: BillingService;
    admin: AdminService;
    support: SupportService;
  };
}
