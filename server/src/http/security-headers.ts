/**
 * Security headers (helmet) with a strict Content-Security-Policy: our own origin, plus exactly the payment
 * providers' script, frame and API origins their browser SDKs need (Razorpay Checkout, PayPal JS SDK, Stripe.js).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';

export const PAYMENT_ORIGINS = {
  script: [
    'https://checkout.razorpay.com',
    'https://www.paypal.com',
    'https://www.sandbox.paypal.com',
    'https://js.stripe.com',
  ],
  frame: [
    'https://api.razorpay.com',
    'https://checkout.razorpay.com',
    'https://www.paypal.com',
    'https://www.sandbox.paypal.com',
    'https://js.stripe.com',
    'https://hooks.stripe.com',
  ],
  connect: [
    'https://api.razorpay.com',
    'https://lumberjack.razorpay.com',
    'https://www.paypal.com',
    'https://www.sandbox.paypal.com',
    'https://api.stripe.com',
  ],
  img: [
    'https://*.paypal.com',
    'https://*.paypalobjects.com',
    'https://*.stripe.com',
    'https://cdn.razorpay.com',
  ],
} as const;

/**
 * The helmet middleware is built once and applied to every response (@fastify/helmet rebuilds it, CSP parsing
 * included, on each request; that cost showed in load profiles).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const https = config.PUBLIC_URL?.startsWith('https://') ?? false;
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval': the barcode reader compiles its WebAssembly (served from our origin); it allows no JS eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...PAYMENT_ORIGINS.script],
        // Radix and the toaster position elements with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...PAYMENT_ORIGINS.img],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...PAYMENT_ORIGINS.connect],
        frameSrc: [...PAYMENT_ORIGINS.frame],
        mediaSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Only behind HTTPS: on plain http://localhost an upgrade would break every request.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Payment popups (PayPal) need to talk back to their opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // Every directive above is static (no nonces), so helmet's answer is the same for every request: it is taken
  // once from a recording response and copied onto each one. Running helmet's twelve middlewares per request showed
  // as ~5 % of a member read's CPU in load profiles (issue 33).
  const headers = recordHeaders(applyHeaders);
  app.addHook('onRequest', (_request, reply, done) => {
    const res = reply.raw;
    for (const [name, value] of headers) res.setHeader(name, value);
    res.removeHeader('X-Powered-By');
    done();
  });
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/** The headers a (request-independent) middleware sets, in order; throws if it needs the request or fails. */
export function recordHeaders(middleware: Middleware): [string, string | number | readonly string[]][] {
  const set: [string, string | number | readonly string[]][] = [];
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.push([name, value]);
      return res;
    },
    removeHeader() {},
  };
  const req = new Proxy({} as IncomingMessage, {
    get(_target, key) {
      throw new Error(`security headers read the request (${String(key)}); they cannot be computed once`);
    },
  });
  let failure: unknown = null;
  let finished = false;
  middleware(req, res as unknown as ServerResponse, (err) => {
    failure = err ?? null;
    finished = true;
  });
  if (!finished || failure)
    throw new Error('security headers could not be computed once', { cause: failure });
  return set;
}
