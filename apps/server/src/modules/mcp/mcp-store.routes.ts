import { mcpEmpty, mcpIdParam, mcpServer, mcpServerBody, mcpServerList, mcpServersQuery } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

/**
 * The MCP store (v1-api.md §5.2-§5.3). Permissions: every route needs a sign-in (401); `/public` writes and
 * publish/unpublish are super-admin only (403); an entry the caller may not see or edit answers 612.
 */
export async function mcpStoreRoutes(app: FastifyInstance): Promise<void> {
  const { mcpStore } = app.services;
  const tags = ['v1 mcp store'];

  defineRoute(app, {
    method: 'GET', url: '/v1/mcp-store/public/servers', access: 'user', tags,
    summary: 'The market: published public servers; keyword matches name and desc, tag one tag',
    querystring: mcpServersQuery,
    response: mcpServerList,
    handler: async ({ query, session }) => ({ servers: await mcpStore.listPublic(session.user, query) }),
  });

  defineRoute(app, {
    method: 'POST', url: '/v1/mcp-store/public/servers', access: 'admin', tags,
    summary: 'Create a public server (super-admin); it starts unpublished',
    body: mcpServerBody,
    response: mcpServer,
    handler: ({ body, session }) => mcpStore.create(session.user, { ...body, is_private: false }),
  });

  defineRoute(app, {
    method: 'GET', url: '/v1/mcp-store/public/servers/:id', access: 'user', tags,
    summary: 'One published public server (super-admins also see unpublished ones)',
    params: mcpIdParam,
    response: mcpServer,
    handler: ({ params, session }) => mcpStore.getPublic(session.user, params.id),
  });

  defineRoute(app, {
    method: 'PUT', url: '/v1/mcp-store/public/servers/:id', access: 'admin', tags,
    summary: 'Edit a public server (super-admin); masked secrets in config_schema keep the stored ones',
    params: mcpIdParam,
    body: mcpServerBody,
    response: mcpServer,
    handler: async ({ params, body, session }) => {
      await mcpStore.assertPublic(params.id);
      return mcpStore.update(session.user, params.id, { ...body, is_private: false });
    },
  });

  defineRoute(app, {
    method: 'DELETE', url: '/v1/mcp-store/public/servers/:id', access: 'admin', tags,
    summary: 'Delete a public server (super-admin); refused (613) while anyone subscribes to it',
    params: mcpIdParam,
    response: mcpEmpty,
    handler: async ({ params, session }) => {
      await mcpStore.assertPublic(params.id);
      await mcpStore.delete(session.user, params.id);
      return {};
    },
  });

  defineRoute(app, {
    method: 'GET', url: '/v1/mcp-store/servers', access: 'user', tags,
    summary: "Servers the caller manages: own ones, plus every public one for a super-admin",
    querystring: mcpServersQuery,
    response: mcpServerList,
    handler: async ({ query, session }) => ({ servers: await mcpStore.listManaged(session.user, query) }),
  });

  defineRoute(app, {
    method: 'POST', url: '/v1/mcp-store/servers', access: 'user', tags,
    summary: 'Create a server: normal users is_private=true only, super-admins false only (403)',
    body: mcpServerBody,
    response: mcpServer,
    handler: ({ body, session }) => mcpStore.create(session.user, body),
  });

  defineRoute(app, {
    method: 'GET', url: '/v1/mcp-store/servers/:id', access: 'user', tags,
    summary: 'One server the caller manages',
    params: mcpIdParam,
    response: mcpServer,
    handler: ({ params, session }) => mcpStore.getManaged(session.user, params.id),
  });

  defineRoute(app, {
    method: 'PUT', url: '/v1/mcp-store/servers/:id', access: 'user', tags,
    summary: 'Edit a server the caller manages; the name is unique (614)',
    params: mcpIdParam,
    body: mcpServerBody,
    response: mcpServer,
    handler: ({ params, body, session }) => mcpStore.update(session.user, params.id, body),
  });

  defineRoute(app, {
    method: 'DELETE', url: '/v1/mcp-store/servers/:id', access: 'user', tags,
    summary: 'Delete a server the caller manages; refused (613) while anyone subscribes to it',
    params: mcpIdParam,
    response: mcpEmpty,
    handler: async ({ params, session }) => {
      await mcpStore.delete(session.user, params.id);
      return {};
    },
  });

  for (const [action, published] of [['publish', true], ['unpublish', false]] as const) {
    defineRoute(app, {
      method: 'PUT', url: `/v1/mcp-store/servers/:id/${action}`, access: 'admin', tags,
      summary: `${published ? 'Publish a public server to' : 'Withdraw a public server from'} the market (super-admin)`,
      params: mcpIdParam,
      response: mcpServer,
      handler: ({ params, session }) => mcpStore.setPublished(session.user, params.id, published),
    });
  }
}
