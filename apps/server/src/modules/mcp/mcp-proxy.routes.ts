import { ErrorCode, formatErrorMessage, mcpEmpty, mcpProxyConnectQuery, mcpProxyToken, MCP_PROXY_CONNECT_PATH } from '@vox/contracts';
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
  const tags = ['v1 mcp proxy'];

  defineRoute(app, {
    method: 'GET', url: '/v1/mcpproxy/token', access: 'user', tags,
    summary: 'A fresh 30-day proxy token and its wss endpoint (earlier tokens stay valid until revoked or expired)',
    response: mcpProxyToken,
    handler: ({ session, request }) => mcpProxy.issue(session.user.id, wsOrigin(request)),
  });

  defineRoute(app, {
    method: 'DELETE', url: '/v1/mcpproxy/token', access: 'user', tags,
    summary: "Revoke all the caller's proxy tokens and close their proxy connections",
    response: mcpEmpty,
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
