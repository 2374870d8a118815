import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Metrics } from './metrics';

export interface MetricsServerOptions {
  port: number;
  /** METRICS_HOST: loopback unless the operator opens it (then config requires a token). */
  host: string;
  /** METRICS_TOKEN: when set, every scrape must send `Authorization: Bearer <token>`. */
  token?: string;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Constant-time check of the bearer token (digests have equal lengths whatever was sent). */
function authorized(req: IncomingMessage, token: string | undefined): boolean {
  if (token === undefined) return true;
  const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * Serves GET /metrics on its own port (METRICS_PORT), apart from the API, so the public proxy never exposes it;
 * it listens on METRICS_HOST (loopback by default) and, with METRICS_TOKEN, answers only scrapes that carry it.
 * Everything else answers 404.
 */
export async function startMetricsServer(
  metrics: Metrics,
  options: MetricsServerOptions,
): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (!authorized(req, options.token)) {
      res
        .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer realm="metrics"' })
        .end('Unauthorized\n');
      return;
    }
    metrics.registry.metrics().then(
      (body) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics collection failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
