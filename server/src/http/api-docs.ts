/**
 * The OpenAPI document, generated from the routes' own zod schemas (never hand-written), and Swagger UI at /api/docs.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '@common/limits';

export const API_DOCS_PREFIX = '/api/docs';

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${PRODUCT_NAME} API`,
        version: '1.0.0',
        description:
          'Send `Authorization: Bearer <token>` (from /api/auth/login or /api/auth/register) on member routes.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PREFIX, staticCSP: false });
}
