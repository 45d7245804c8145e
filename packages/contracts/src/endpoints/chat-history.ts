import { z } from 'zod';
import {
  audioIdParam,
  audioInAgentPathParam,
  chatDownloadParams,
  chatMessage,
  chatSession,
  chatSessionParams,
  chatSessionsQuery,
  linkParam,
} from '../agents/chat-history.ts';
import { idParam } from '../common/ids.ts';
import { pageData } from '../common/page.ts';
import { endpoint, rawAnswer } from '../http/endpoint.ts';

const download = <P extends string>(path: P, scope: 'current' | 'previous') =>
  endpoint({
    method: 'GET',
    path,
    access: 'anon',
    tags: ['chat-history'],
    summary: scope === 'current' ? 'The session as text, once' : 'The session and up to 20 older ones as text, once',
    params: linkParam,
    response: rawAnswer('text/plain; charset=utf-8', 'Lines "[time] role: content"'),
  });

export const chatHistoryEndpoints = {
  getAgentSessions: endpoint({
    method: 'GET',
    path: '/agent/:id/sessions',
    access: 'user',
    tags: ['chat-history'],
    summary: 'An agent’s chat sessions, newest first, 20 per page by default',
    query: chatSessionsQuery,
    params: idParam,
    response: pageData(chatSession),
  }),
  getAgentChatHistory: endpoint({
    method: 'GET',
    path: '/agent/:id/chat-history/:sessionId',
    access: 'user',
    tags: ['chat-history'],
    summary: 'The messages of one session in time order',
    params: chatSessionParams,
    response: z.array(chatMessage),
  }),
  getAgentChatHistoryAudio: endpoint({
    method: 'GET',
    path: '/agent/:id/chat-history/audio',
    access: 'user',
    tags: ['chat-history'],
    summary: "The text of the message an audio belongs to (the path's id is the audio id, as upstream); 612 unless it is of the caller's agents",
    params: audioInAgentPathParam,
    response: z.string(),
  }),
  postAgentAudio: endpoint({
    method: 'POST',
    path: '/agent/audio/:audioId',
    access: 'user',
    tags: ['chat-history'],
    summary: 'A one-time id (300 s) to play a message’s audio at GET /agent/play/{id}',
    params: audioIdParam,
    response: z.string(),
  }),
  getAgentPlay: endpoint({
    method: 'GET',
    path: '/agent/play/:uuid',
    access: 'anon',
    tags: ['chat-history'],
    summary: 'The audio as WAV, once',
    params: linkParam,
    response: rawAnswer('audio/wav', 'WAV bytes as the device server reported them'),
  }),
  postAgentChatHistoryGetDownloadUrl: endpoint({
    method: 'POST',
    path: '/agent/chat-history/getDownloadUrl/:agentId/:sessionId',
    access: 'user',
    tags: ['chat-history'],
    summary: 'A one-time id (24 h) to download a session as text at GET /agent/chat-history/download/{id}',
    params: chatDownloadParams,
    response: z.string(),
  }),
  getAgentChatHistoryDownload: download('/agent/chat-history/download/:uuid', 'current'),
  getAgentChatHistoryDownloadCurrent: download('/agent/chat-history/download/:uuid/current', 'current'),
  getAgentChatHistoryDownloadPrevious: download('/agent/chat-history/download/:uuid/previous', 'previous'),
};
