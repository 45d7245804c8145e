import { env } from '../../../config/env.ts';
import { http } from '../../../lib/http.ts';

/** POST /agent/audio/{audioId}: a one-time id, valid 300 s, for GET /agent/play/{id}. */
export const requestAudioLink = (audioId: string) => http.post<string>(`/agent/audio/${encodeURIComponent(audioId)}`);

/** The WAV itself; fetched once into memory, because the play id is spent on first use. */
export const fetchAudio = (playId: string) => http.get<Blob>(`/agent/play/${encodeURIComponent(playId)}`, undefined, { responseType: 'blob' });

/** POST /agent/chat-history/getDownloadUrl/{agentId}/{sessionId}: a one-time id for the text download. */
export const requestDownloadLink = (agentId: string, sessionId: string) =>
  http.post<string>(`/agent/chat-history/getDownloadUrl/${encodeURIComponent(agentId)}/${encodeURIComponent(sessionId)}`);

export type DownloadScope = 'current' | 'previous';

/** `current` is this session, `previous` this one plus up to 20 older ones. */
export const downloadHref = (downloadId: string, scope: DownloadScope) =>
  `${env.apiBase}/agent/chat-history/download/${encodeURIComponent(downloadId)}/${scope}`;
