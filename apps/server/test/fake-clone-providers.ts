import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A mono 16-bit PCM WAV of `seconds` (a quiet tone), as the train page's re-encoder produces. */
export function makeWav(seconds: number, sampleRate = 16000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVE', 8, 'latin1');
  wav.write('fmt ', 12, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i += 1) wav.writeInt16LE(Math.round(3000 * Math.sin((2 * Math.PI * 220 * i) / sampleRate)), 44 + i * 2);
  return wav;
}

export interface CloneCall {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/**
 * One local server speaking both clone protocols, as documented: Volcengine mega-TTS (`/api/v1/mega_tts/audio/upload`,
 * `/api/v1/mega_tts/status`, HTTP TTS `/api/v1/tts`) and MiniMax (`/v1/files/upload`, `/v1/voice_clone`, `/v1/t2a_v2`).
 * Knobs make it train slowly, refuse, or never answer.
 */
export interface FakeCloneProviders {
  url: string;
  calls: CloneCall[];
  /** How many status polls answer "training" (1) before "success" (2), per speaker. */
  trainingPolls: number;
  /** The next clone submission (Volcengine upload or MiniMax voice_clone) is refused with this code and text. */
  refuse: { code: number; message: string } | null;
  /** Volcengine status answers 3 (failed) instead of success. */
  failTraining: boolean;
  /** Requests are held and never answered (a provider that times out). */
  hang: boolean;
  /** Serves these bytes at GET /files/<name> (samples given by URL). */
  files: Map<string, Buffer>;
  close(): Promise<void>;
}

const json = (res: ServerResponse, value: unknown) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
};

type Knobs = Omit<FakeCloneProviders, 'url' | 'close'>;
type Input = Record<string, unknown>;
/** Speakers/voices submitted, with how many status polls they have seen. */
type Polls = Map<string, number>;
type Handler = (knobs: Knobs, polls: Polls, input: Input, req: IncomingMessage, body: Buffer) => unknown;

const ok = { StatusCode: 0, StatusMessage: '' };

/** Takes the one-shot refusal, if set. */
function takeRefusal(knobs: Knobs): { code: number; message: string } | null {
  const refusal = knobs.refuse;
  knobs.refuse = null;
  return refusal;
}

const volcUpload: Handler = (knobs, polls, input, req) => {
  if (req.headers['resource-id'] !== 'seed-icl-1.0' || !String(req.headers.authorization).startsWith('Bearer;')) return { BaseResp: { StatusCode: 1001, StatusMessage: 'bad auth' } };
  const audio = (input.audios as { audio_bytes?: string }[] | undefined)?.[0];
  if (!String(input.speaker_id).startsWith('S_') || !audio?.audio_bytes) return { BaseResp: { StatusCode: 1101, StatusMessage: 'bad request' } };
  const refusal = takeRefusal(knobs);
  if (refusal) return { BaseResp: { StatusCode: refusal.code, StatusMessage: refusal.message } };
  polls.set(String(input.speaker_id), 0);
  return { BaseResp: ok, speaker_id: input.speaker_id };
};

const volcStatus: Handler = (knobs, polls, input) => {
  const speaker = String(input.speaker_id);
  const seen = polls.get(speaker);
  if (seen === undefined) return { BaseResp: ok, speaker_id: speaker, status: 0 };
  polls.set(speaker, seen + 1);
  const status = seen < knobs.trainingPolls ? 1 : knobs.failTraining ? 3 : 2;
  return { BaseResp: ok, speaker_id: speaker, status };
};

const volcTts: Handler = (_knobs, polls, input) => {
  const app = input.app as { cluster?: string } | undefined;
  const audio = input.audio as { voice_type?: string } | undefined;
  if (app?.cluster !== 'volcano_icl' || !polls.has(String(audio?.voice_type))) return { code: 3001, message: 'unknown voice' };
  return { code: 3000, message: 'Success', data: makeWav(1).toString('base64') };
};

const minimaxUpload: Handler = (_knobs, _polls, _input, req, body) => {
  const form = body.toString('latin1');
  if (!req.headers['content-type']?.startsWith('multipart/form-data') || !form.includes('voice_clone') || !form.includes('RIFF')) {
    return { base_resp: { status_code: 2013, status_msg: 'invalid params' } };
  }
  return { file: { file_id: 987654321, purpose: 'voice_clone' }, base_resp: { status_code: 0, status_msg: 'success' } };
};

const minimaxClone: Handler = (knobs, polls, input) => {
  const refusal = takeRefusal(knobs);
  if (refusal) return { base_resp: { status_code: refusal.code, status_msg: refusal.message } };
  if (input.file_id !== 987654321) return { base_resp: { status_code: 2013, status_msg: 'invalid file_id' } };
  // As MiniMax does: an id that already names a voice cannot be cloned onto.
  if (polls.has(String(input.voice_id))) return { base_resp: { status_code: 2039, status_msg: 'voice id duplicate' } };
  polls.set(String(input.voice_id), 0);
  return { input_sensitive: false, base_resp: { status_code: 0, status_msg: 'success' } };
};

const minimaxSpeech: Handler = (_knobs, polls, input) => {
  const voice = (input.voice_setting as { voice_id?: string } | undefined)?.voice_id;
  if (!polls.has(String(voice))) return { base_resp: { status_code: 2054, status_msg: 'voice id not exist' } };
  return { data: { audio: makeWav(1).toString('hex'), status: 2 }, base_resp: { status_code: 0, status_msg: 'success' } };
};

const ROUTES: Record<string, Handler> = {
  '/api/v1/mega_tts/audio/upload': volcUpload,
  '/api/v1/mega_tts/status': volcStatus,
  '/api/v1/tts': volcTts,
  '/v1/files/upload': minimaxUpload,
  '/v1/voice_clone': minimaxClone,
  '/v1/t2a_v2': minimaxSpeech,
};

function serveFile(knobs: Knobs, path: string, res: ServerResponse): void {
  const file = knobs.files.get(path.slice('/files/'.length));
  if (!file) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': file.length });
  res.end(file);
}

export async function startFakeCloneProviders(): Promise<FakeCloneProviders> {
  const polls: Polls = new Map();
  const held: ServerResponse[] = [];
  const knobs: Knobs = { calls: [], trainingPolls: 1, refuse: null, failTraining: false, hang: false, files: new Map() };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = (req.url ?? '').split('?')[0]!;
      if (req.method === 'GET' && path.startsWith('/files/')) return serveFile(knobs, path, res);
      knobs.calls.push({ path: req.url ?? '', headers: req.headers, body });
      if (knobs.hang) return void held.push(res);
      const handler = ROUTES[path];
      if (!handler) return void res.writeHead(404).end();
      const input = req.headers['content-type']?.startsWith('application/json') ? (JSON.parse(body.toString('utf8')) as Input) : {};
      json(res, handler(knobs, polls, input, req, body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(knobs, {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
