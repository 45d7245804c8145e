import { mcpStoreEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

/**
 * The MCP store. Permissions: every route needs a sign-in (401); `/public` writes and
 * publish/unpublish are super-admin only (403); an entry the caller may not see or edit answers 612.
 */
export async function mcpStoreRoutes(app: FastifyInstance): Promise<void> {
  const { mcpStore } = app.services;

  defineRoute(app, mcpStoreEndpoints.getV1McpStorePublicServers, {
    handler: async ({ query, session }) => ({ servers: await mcpStore.listPublic(session.user, query) }),
  });

  defineRoute(app, mcpStoreEndpoints.postV1McpStorePublicServers, {
    handler: ({ body, session }) => mcpStore.create(session.user, { ...body, is_private: false }),
  });

  defineRoute(app, mcpStoreEndpoints.getV1McpStorePublicServersById, {
    handler: ({ params, session }) => mcpStore.getPublic(session.user, params.id),
  });

  defineRoute(app, mcpStoreEndpoints.putV1McpStorePublicServers, {
    handler: async ({ params, body, session }) => {
      await mcpStore.assertPublic(params.id);
      return mcpStore.update(session.user, params.id, { ...body, is_private: false });
    },
  });

  defineRoute(app, mcpStoreEndpoints.deleteV1McpStorePublicServers, {
    handler: async ({ params, session }) => {
      await mcpStore.assertPublic(params.id);
      await mcpStore.delete(session.user, params.id);
      return {};
    },
  });

  defineRoute(app, mcpStoreEndpoints.getV1McpStoreServers, {
    handler: async ({ query, session }) => ({ servers: await mcpStore.listManaged(session.user, query) }),
  });

  defineRoute(app, mcpStoreEndpoints.postV1McpStoreServers, {
    handler: ({ body, session }) => mcpStore.create(session.user, body),
  });

  defineRoute(app, mcpStoreEndpoints.getV1McpStoreServersById, {
    handler: ({ params, session }) => mcpStore.getManaged(session.user, params.id),
  });

  defineRoute(app, mcpStoreEndpoints.putV1McpStoreServers, {
    handler: ({ params, body, session }) => mcpStore.update(session.user, params.id, body),
  });

  defineRoute(app, mcpStoreEndpoints.deleteV1McpStoreServers, {
    handler: async ({ params, session }) => {
      await mcpStore.delete(session.user, params.id);
      return {};
    },
  });

  for (const [endpoint, published] of [
    [mcpStoreEndpoints.putV1McpStoreServersPublish, true],
    [mcpStoreEndpoints.putV1McpStoreServersUnpublish, false],
  ] as const) {
    defineRoute(app, endpoint, {
      handler: ({ params, session }) => mcpStore.setPublished(session.user, params.id, published),
    });
  }
}
