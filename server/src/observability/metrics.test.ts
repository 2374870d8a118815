/**
 * Prometheus metrics: request latency by route pattern, extraction time per page from the real labs extractor,
 * the job-queue hooks, the PostgreSQL pool, event-loop delay; served only on METRICS_PORT.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, textPdf } from '../../test/documents';
import {
  createTestApp,
  injectAs,
  registerMember,
  testDatabaseKinds,
  type Member,
  type TestApp,
} from '../../test/helpers';
import { startMetricsServer } from './metrics-server';

/** The value of one sample line, e.g. `name{label="x"} 3`; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`)))
      return Number(line.split(' ').pop());
  }
  return undefined;
}

/** The sum of a metric over all its label sets. */
function total(text: string, name: string): number {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

describe.each(testDatabaseKinds())('metrics on %s', (kind) => {
  let t: TestApp;
  let m: Member;
  let server: Awaited<ReturnType<typeof startMetricsServer>>;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    m = await registerMember(t.app);
    server = await startMetricsServer(t.app.ctx.metrics, { port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${server.port}`;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });
  const scrape = async () => {
    const res = await fetch(`${url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/plain/);
    return res.text();
  };

  it('records request latency by route pattern, never the raw URL', async () => {
    const { payload, headers } = multipartFile(textPdf(['Haemoglobin 14.1 g/dL 13.0 - 17.0']), 'cbc.pdf');
    const up = await injectAs(t.app, m.token, {
      method: 'POST',
      url: '/api/blood-test/upload',
      payload,
      headers,
    });
    expect(up.statusCode, up.body).toBe(201);
    const id = up.json().report.id as string;
    // The report is read by a background job (the test app does not poll the queue: run it now).
    await t.app.ctx.jobs.drain();
    for (let i = 0; i < 3; i++)
      await injectAs(t.app, m.token, { method: 'GET', url: `/api/blood-test/reports/${id}` });
    await t.app.inject({ method: 'GET', url: `/api/no-such-route/${id}` });

    const text = await scrape();
    expect(text).not.toContain(id);
    const route = { method: 'GET', route: '/api/blood-test/reports/:id', status_code: '200' };
    expect(sample(text, 'vitalplan_http_request_duration_seconds_count', route)).toBe(3);
    expect(
      sample(text, 'vitalplan_http_request_duration_seconds_count', {
        route: 'unmatched',
        status_code: '404',
      }),
    ).toBe(1);
    // The real extractor read the one-page PDF (by its text layer or, for this sparse page, by OCR).
    expect(total(text, 'vitalplan_report_extracted_pages_total')).toBe(1);
    expect(total(text, 'vitalplan_report_extraction_seconds_per_page_count')).toBe(1);
    expect(total(text, 'vitalplan_report_extraction_seconds_per_page_sum')).toBeGreaterThan(0);
  }, 60_000);

  it("records the app's job queue: depth and run time by outcome", async () => {
    const { jobs } = t.app.ctx;
    jobs.register('metrics.ok', async () => undefined);
    jobs.register('metrics.bad', async () => Promise.reject(new Error('boom')), { maxAttempts: 1 });
    await jobs.enqueue('metrics.ok', {});
    await jobs.enqueue('metrics.bad', {});
    await jobs.drain();
    const text = await scrape();
    expect(
      sample(text, 'vitalplan_job_duration_seconds_count', { queue: 'metrics.ok', outcome: 'completed' }),
    ).toBe(1);
    expect(
      sample(text, 'vitalplan_job_duration_seconds_count', { queue: 'metrics.bad', outcome: 'failed' }),
    ).toBe(1);
    expect(sample(text, 'vitalplan_job_queue_depth', { queue: 'metrics.ok' })).toBeGreaterThanOrEqual(0);
  });

  it('exposes the job-queue hooks, event-loop delay and (on PostgreSQL) the pool', async () => {
    const { jobs } = t.app.ctx.metrics;
    jobs.setDepth('extraction', 7);
    jobs.observe('extraction', 1.5, 'completed');
    jobs.observe('extraction', 0.2, 'failed');
    const text = await scrape();
    expect(sample(text, 'vitalplan_job_queue_depth', { queue: 'extraction' })).toBe(7);
    expect(
      sample(text, 'vitalplan_job_duration_seconds_count', { queue: 'extraction', outcome: 'completed' }),
    ).toBe(1);
    expect(
      sample(text, 'vitalplan_job_duration_seconds_sum', { queue: 'extraction', outcome: 'failed' }),
    ).toBe(0.2);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    if (kind === 'postgres') {
      expect(sample(text, 'vitalplan_db_pool_connections', { state: 'max' })).toBe(5);
      expect(sample(text, 'vitalplan_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    } else {
      expect(text).not.toContain('vitalplan_db_pool_connections');
      expect(t.database.poolStats()).toBeNull();
    }
  });

  it('serves nothing but GET /metrics on the metrics port, and no metrics on the API', async () => {
    expect((await fetch(`${url}/`)).status).toBe(404);
    expect((await fetch(`${url}/metrics`, { method: 'POST' })).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
  });
});
