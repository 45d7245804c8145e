import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const API_DESCRIPTION = [
  'Console API under /xiaozhi, answering the envelope {code, msg, data}; the open API under /v1 adds reqid.',
  'Authorize with a session token or an API key (bearerAuth) to try the calls here.',
  'Operations marked [admin] (x-access: admin) need a super-administrator; [device server] ones (x-access: server) take the device-server secret.',
].join('\n\n');

/** OpenAPI generated from the same zod schemas that validate requests (UI at /api-docs, JSON at /api-docs/json): every route registered after it. */
export async function registerSwagger(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Vox Console API (智控台)', version, description: API_DESCRIPTION },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'A session token (POST /xiaozhi/user/login) or an API key (32 hex, from /api-key-management), sent as `Authorization: Bearer <value>`.',
          },
          serverSecret: {
            type: 'http',
            scheme: 'bearer',
            description: 'The device-server secret: the `server.secret` param, which xiaozhi-server keeps as `manager-api.secret` in data/.config.yaml.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
}

/** The docs' pages, among the browser's routes (security headers, compression). */
export async function registerSwaggerUi(app: FastifyInstance): Promise<void> {
  // Its pages carry inline scripts: staticCSP sends a policy with their hashes for these pages only. Its React UI sets
  // inline styles (hashes would switch 'unsafe-inline' off), and, as the console, it may run on plain http and in no frame.
  await app.register(swaggerUi, {
    routePrefix: '/api-docs',
    // Authorize keeps its bearer across a reload of the page, so trying several calls needs the key once.
    uiConfig: { persistAuthorization: true },
    staticCSP: true,
    transformStaticCSP: docsPolicy,
  });
}

function docsPolicy(policy: string): string {
  return policy
    .replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';")
    .replace(/frame-ancestors [^;]*;/, "frame-ancestors 'none';")
    .replace(/\s*upgrade-insecure-requests;/, '');
}
