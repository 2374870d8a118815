/**
 * A tiny HTTP server on 127.0.0.1 (random port) for the payment providers' fakes: each fake supplies a handler that
 * follows the provider's documented API for the calls we make. Every request is recorded for assertions.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  rawBody: string;
}

export interface FakeResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface FakeServer {
  url: string;
  port: number;
  requests: FakeRequest[];
  close(): Promise<void>;
}

export async function startFakeServer(
  handler: (req: FakeRequest) => FakeResponse | Promise<FakeResponse>,
): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const fakeReq: FakeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(fakeReq);
      void Promise.resolve()
        .then(() => handler(fakeReq))
        .catch((err: unknown): FakeResponse => ({ status: 500, body: { error: String(err) } }))
        .then((out) => {
          const body = typeof out.body === 'string' ? out.body : JSON.stringify(out.body ?? {});
          res.writeHead(out.status, { 'content-type': 'application/json', ...out.headers });
          res.end(body);
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

export function basicAuth(headers: IncomingHttpHeaders): { user: string; pass: string } | null {
  const m = /^Basic\s+(\S+)$/i.exec(headers.authorization ?? '');
  if (!m) return null;
  const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
  const i = decoded.indexOf(':');
  return i < 0 ? null : { user: decoded.slice(0, i), pass: decoded.slice(i + 1) };
}

export function bearer(headers: IncomingHttpHeaders): string | null {
  return /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1] ?? null;
}

let seq = 0;
/** Provider-looking ids: prefix + 14 letters/digits. */
export function fakeId(prefix: string, length = 14): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789';
  let out = (seq++).toString(36);
  while (out.length < length) out += alphabet[Math.floor(Math.random() * alphabet.length)];
  return `${prefix}${out}`;
}
