import { audioIdParam, chatDownloadParams, chatMessage, chatSession, chatSessionParams, chatSessionsQuery, idParam, linkParam, pageData } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../lib/route.ts';

/** The console's chat-history dialog, plus the anonymous one-time playback and download links. */
export async function chatHistoryRoutes(app: FastifyInstance): Promise<void> {
  const { chatHistory } = app.services;

  defineRoute(app, {
    method: 'GET',
    url: '/agent/:id/sessions',
    access: 'user',
    tags: ['chat-history'],
    summary: 'An agent’s chat sessions, newest first, 20 per page by default',
    params: idParam,
    querystring: chatSessionsQuery,
    response: pageData(chatSession),
    handler: ({ params, query, session }) => chatHistory.sessions(session.user.id, params.id, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/agent/:id/chat-history/:sessionId',
    access: 'user',
    tags: ['chat-history'],
    summary: 'The messages of one session in time order',
    params: chatSessionParams,
    response: z.array(chatMessage),
    handler: ({ params, session }) => chatHistory.messages(session.user.id, params.id, params.sessionId),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/agent/audio/:audioId',
    access: 'user',
    tags: ['chat-history'],
    summary: 'A one-time id (300 s) to play a message’s audio at GET /agent/play/{id}',
    params: audioIdParam,
    response: z.string(),
    handler: ({ params, session }) => chatHistory.audioLink(session.user.id, params.audioId),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/agent/play/:uuid',
    access: 'anon',
    tags: ['chat-history'],
    summary: 'The audio as WAV, once',
    params: linkParam,
    response: { contentType: 'audio/wav', description: 'WAV bytes as the device server reported them' },
    handler: async ({ params, reply }) => {
      const audio = await chatHistory.playAudio(params.uuid);
      reply.header('content-disposition', 'attachment; filename="play.wav"').header('cache-control', 'no-store');
      return audio;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/agent/chat-history/getDownloadUrl/:agentId/:sessionId',
    access: 'user',
    tags: ['chat-history'],
    summary: 'A one-time id (24 h) to download a session as text at GET /agent/chat-history/download/{id}',
    params: chatDownloadParams,
    response: z.string(),
    handler: ({ params, session, locale }) => chatHistory.downloadLink(session.user.id, params.agentId, params.sessionId, locale),
  });

  const downloads = [
    ['/agent/chat-history/download/:uuid', 'current'],
    ['/agent/chat-history/download/:uuid/current', 'current'],
    ['/agent/chat-history/download/:uuid/previous', 'previous'],
  ] as const;
  for (const [url, scope] of downloads) {
    defineRoute(app, {
      method: 'GET',
      url,
      access: 'anon',
      tags: ['chat-history'],
      summary: scope === 'current' ? 'The session as text, once' : 'The session and up to 20 older ones as text, once',
      params: linkParam,
      response: { contentType: 'text/plain; charset=utf-8', description: 'Lines "[time] role: content"' },
      handler: async ({ params, reply }) => {
        const text = await chatHistory.download(params.uuid, scope);
        reply.header('content-disposition', 'attachment; filename="history.txt"').header('cache-control', 'no-store');
        return text;
      },
    });
  }
}
