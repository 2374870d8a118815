/**
 * Prometheus metrics (prom-client), one registry per app so test apps do not share counters. Served on their own
 * port (METRICS_PORT, see metrics-server.ts), never through the public API. Other parts report through the small
 * hooks below: the job queue calls `jobs`, the labs extractor calls `extraction`.
 */
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What a database can tell about its connections (PostgreSQL pool; PGlite has none). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface Metrics {
  registry: Registry;
  /** For the job queue: how many jobs wait, and how long each one ran. */
  jobs: {
    setDepth(queue: string, waiting: number): void;
    observe(queue: string, seconds: number, outcome: 'completed' | 'failed'): void;
  };
  /** For the labs extractor: wall time of one report, spread over its pages. */
  extraction: { observe(method: string, pages: number, seconds: number): void };
  /** Records every request's latency by route pattern (never the raw URL, which holds ids). */
  instrument(app: FastifyInstance): void;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120];
const PAGE_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 32];

export function createMetrics(options: { poolStats?: () => PoolStats | null } = {}): Metrics {
  const registry = new Registry();
  // Process CPU, memory, GC and event-loop delay (nodejs_eventloop_lag_* from perf_hooks' histogram).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });

  const requestDuration = new Histogram({
    name: 'vitalplan_http_request_duration_seconds',
    help: 'HTTP request latency by route pattern',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const jobDepth = new Gauge({
    name: 'vitalplan_job_queue_depth',
    help: 'Jobs waiting in each queue',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'vitalplan_job_duration_seconds',
    help: 'Job run time by queue and outcome',
    labelNames: ['queue', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const extractionPerPage = new Histogram({
    name: 'vitalplan_report_extraction_seconds_per_page',
    help: 'Report extraction wall time divided by its page count, by method (pdf-text, ocr)',
    labelNames: ['method'] as const,
    buckets: PAGE_BUCKETS,
    registers: [registry],
  });
  const extractedPages = new Counter({
    name: 'vitalplan_report_extracted_pages_total',
    help: 'Pages read from uploaded reports, by method',
    labelNames: ['method'] as const,
    registers: [registry],
  });
  const { poolStats } = options;
  if (poolStats) {
    new Gauge({
      name: 'vitalplan_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients, max)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const s = poolStats();
        if (!s) return;
        for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, s[state]);
      },
    });
  }

  return {
    registry,
    jobs: {
      setDepth: (queue, waiting) => jobDepth.set({ queue }, waiting),
      observe: (queue, seconds, outcome) => jobDuration.observe({ queue, outcome }, seconds),
    },
    extraction: {
      observe(method, pages, seconds) {
        if (pages <= 0) return;
        extractionPerPage.observe({ method }, seconds / pages);
        extractedPages.inc({ method }, pages);
      },
    },
    instrument(app) {
      // One child per (method, route, status) kept: prom-client otherwise sorts and joins the labels on every
      // observation. Bounded as the labels are (route patterns, not URLs).
      const children = new Map<string, { observe(value: number): void }>();
      app.addHook('onResponse', (request, reply, done) => {
        // The pattern (/api/blood-test/reports/:id); unmatched URLs share one label so scans cannot explode it.
        const route = request.routeOptions.url ?? 'unmatched';
        const key = `${request.method} ${reply.statusCode} ${route}`;
        let child = children.get(key);
        if (!child) {
          child = requestDuration.labels({
            method: request.method,
            route,
            status_code: String(reply.statusCode),
          });
          children.set(key, child);
        }
        child.observe(reply.elapsedTime / 1000);
        done();
      });
    },
  };
}
