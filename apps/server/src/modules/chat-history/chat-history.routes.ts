import { chatHistoryEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

/** The console's chat-history dialog, plus the anonymous one-time playback and download links. */
export async function chatHistoryRoutes(app: FastifyInstance): Promise<void> {
  const { chatHistory } = app.services;

  defineRoute(app, chatHistoryEndpoints.getAgentSessions, {
    handler: ({ params, query, session }) => chatHistory.sessions(session.user.id, params.id, query),
  });

  defineRoute(app, chatHistoryEndpoints.getAgentChatHistory, {
    handler: ({ params, session }) => chatHistory.messages(session.user.id, params.id, params.sessionId),
  });

  defineRoute(app, chatHistoryEndpoints.getAgentChatHistoryAudio, {
    handler: ({ params, session }) => chatHistory.audioContent(session.user.id, params.id),
  });

  defineRoute(app, chatHistoryEndpoints.postAgentAudio, {
    handler: ({ params, session }) => chatHistory.audioLink(session.user.id, params.audioId),
  });

  defineRoute(app, chatHistoryEndpoints.getAgentPlay, {
    handler: async ({ params, reply }) => {
      const audio = await chatHistory.playAudio(params.uuid);
      reply.header('content-disposition', 'attachment; filename="play.wav"').header('cache-control', 'no-store');
      return audio;
    },
  });

  defineRoute(app, chatHistoryEndpoints.postAgentChatHistoryGetDownloadUrl, {
    handler: ({ params, session, locale, timeZone }) => chatHistory.downloadLink(session.user.id, params.agentId, params.sessionId, { locale, timeZone }),
  });

  const downloads = [
    [chatHistoryEndpoints.getAgentChatHistoryDownload, 'current'],
    [chatHistoryEndpoints.getAgentChatHistoryDownloadCurrent, 'current'],
    [chatHistoryEndpoints.getAgentChatHistoryDownloadPrevious, 'previous'],
  ] as const;
  for (const [endpoint, scope] of downloads) {
    defineRoute(app, endpoint, {
      handler: async ({ params, reply }) => {
        const text = await chatHistory.download(params.uuid, scope);
        reply.header('content-disposition', 'attachment; filename="history.txt"').header('cache-control', 'no-store');
        return text;
      },
    });
  }
}
