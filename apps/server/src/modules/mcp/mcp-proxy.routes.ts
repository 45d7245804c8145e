import { ErrorCode, formatErrorMessage, MCP_PROXY_CONNECT_PATH, mcpProxyConnectQuery, mcpProxyEndpoints } from '@vox/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../lib/route.ts';
import { localeOf } from '../../plugins/app/locale.ts';
import type { ProxyOwner } from './mcp-proxy.service.ts';

const owners = new WeakMap<FastifyRequest, ProxyOwner>();

function wsOrigin(request: FastifyRequest): string {
  return `${request.protocol === 'https' ? 'wss' : 'ws'}://${request.host}`;
}

/**
 * `GET/DELETE /v1/mcpproxy/token` and the WebSocket `/v1/mcpproxy/connect?token=…[&role=client]`.
 * The socket route is the one route not declared with defineRoute: it answers no JSON envelope once upgraded.
 * A missing, unknown, expired or revoked token is refused before the upgrade with HTTP 401.
 */
export async function mcpProxyRoutes(app: FastifyInstance): Promise<void> {
  const { mcpProxy } = app.services;

  defineRoute(app, mcpProxyEndpoints.getV1McpproxyToken, {
    handler: ({ session, request }) => mcpProxy.issue(session.user.id, wsOrigin(request)),
  });

  defineRoute(app, mcpProxyEndpoints.deleteV1McpproxyToken, {
    handler: async ({ session }) => {
      await mcpProxy.revoke(session.user.id);
      return {};
    },
  });

  app.get(MCP_PROXY_CONNECT_PATH, {
    websocket: true,
    schema: { hide: true, querystring: mcpProxyConnectQuery },
    preValidation: async (request, reply) => {
      const { token } = request.query as { token: string };
      const owner = token ? await mcpProxy.resolve(token) : null;
      if (!owner) {
        const msg = formatErrorMessage(ErrorCode.UNAUTHORIZED, localeOf(request));
        return reply.code(401).send({ code: ErrorCode.UNAUTHORIZED, msg, data: null });
      }
      owners.set(request, owner);
    },
  }, (socket, request) => {
    const owner = owners.get(request)!;
    const { role } = request.query as { role: 'server' | 'client' };
    mcpProxy.hub.attach(owner.userId, role, socket, owner.expiresAt);
  });
}
