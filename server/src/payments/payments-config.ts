/**
 * Payment providers' environment variables, merged into the one configuration schema (server/src/config.ts).
 * A provider without keys runs in sandbox mode.
 */
import type { z } from 'zod';

export const paymentsEnvShape = {} satisfies z.ZodRawShape;
