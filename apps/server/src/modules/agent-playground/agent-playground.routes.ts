import { agentPlaygroundEndpoints, type PlaygroundEvent } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { PassThrough } from 'node:stream';
import { defineRoute } from '../../lib/route.ts';
import { recordAudit } from '../audit/index.ts';

/** The playground's answers stream as server-sent events: one `data:` line of JSON per event. */
const sse = (event: PlaygroundEvent) => `data: ${JSON.stringify(event)}\n\n`;

export async function agentPlaygroundRoutes(app: FastifyInstance): Promise<void> {
  const { agentPlayground } = app.services;

  defineRoute(app, agentPlaygroundEndpoints.getV1AgentPlayground, {
    handler: ({ params, query, session, request, locale, timeZone }) =>
      agentPlayground.info(session.user.id, params.agentId, { deviceMac: query.deviceMac || null, speaker: query.speaker || null }, { origin: `${request.protocol}://${request.host}`, locale, timeZone }),
  });

  defineRoute(app, agentPlaygroundEndpoints.postV1AgentPlaygroundChat, {
    // Token by token: a compressing layer would hold the events back.
    compress: false,
    handler: async ({ params, body, session, request, reply, locale, timeZone }) => {
      // Refusals (the limit, an agent or device not the caller's) answer as any other route, before the stream opens.
      const turn = await agentPlayground.prepare(session.user.id, params.agentId, body, { origin: `${request.protocol}://${request.host}`, locale, timeZone });
      const stream = new PassThrough();
      const stop = new AbortController();
      // The stop button closes the connection: the turn ends, what was said so far is kept.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) stop.abort();
      });
      reply.header('cache-control', 'no-cache').header('x-accel-buffering', 'no');
      void turn((event) => void stream.write(sse(event)), stop.signal)
        .then((summary) =>
          recordAudit(request, {
            action: 'agent.playground',
            target: { type: 'agent', id: params.agentId },
            outcome: summary.failed ? 'failure' : 'success',
            detail: { sessionId: summary.sessionId, saved: summary.saved, tools: summary.tools },
          }),
        )
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'playground turn failed');
          stream.write(sse({ type: 'error', kind: 'network', detail: 'internal error' }));
        })
        .finally(() => stream.end());
      return stream;
    },
  });

  defineRoute(app, agentPlaygroundEndpoints.postV1AgentPlaygroundSpeech, {
    handler: async ({ params, body, session }) => (await agentPlayground.speak(session.user.id, params.agentId, body.text)).audio,
  });
}
