import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the same zod schemas that validate requests: UI at /api-docs, JSON at /api-docs/json. */
export async function registerSwagger(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Vox Console API (智控台)', version, description: 'Console API under /xiaozhi; envelope {code, msg, data}.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // Its pages carry inline scripts: staticCSP sends a policy with their hashes for these pages only. Its React UI sets
  // inline styles (hashes would switch 'unsafe-inline' off), and, as the console, it may run on plain http and in no frame.
  await app.register(swaggerUi, { routePrefix: '/api-docs', staticCSP: true, transformStaticCSP: docsPolicy });
}

function docsPolicy(policy: string): string {
  return policy
    .replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';")
    .replace(/frame-ancestors [^;]*;/, "frame-ancestors 'none';")
    .replace(/\s*upgrade-insecure-requests;/, '');
}
