import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalDiskStorage } from '../src/integrations/storage/local-disk-storage.ts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import smCrypto from 'sm-crypto';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { createDatabase, type DatabaseHandle, type DatabaseOptions } from '../src/db/dialect.ts';
import { SecretBox } from '../src/integrations/crypto/secret-box.ts';
import type { SmsSender } from '../src/integrations/sms/sms-sender.ts';
import type { Clock } from '../src/lib/clock.ts';
import { captchaKey } from '../src/modules/verification/captcha.service.ts';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../src/plugins/external/rate-limit.ts';

/** A clock tests move by hand; starts at a fixed instant so dates in answers are predictable. */
export class TestClock implements Clock {
  #now: number;

  constructor(start = Date.parse('2025-06-01T04:00:00.000Z')) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  advance(seconds: number): void {
    this.#now += seconds * 1000;
  }
}

/** Keeps the codes it was asked to send; the default in tests so SMS flows need no log scraping. */
export class RecordingSmsSender implements SmsSender {
  readonly sent: { phone: string; code: string }[] = [];

  async sendVerificationCode(phone: string, code: string): Promise<void> {
    this.sent.push({ phone, code });
  }

  lastCodeFor(phone: string): string | undefined {
    return this.sent.filter((entry) => entry.phone === phone).at(-1)?.code;
  }
}

const GENEROUS_LIMITS: RateLimitSettings = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, { max: 10_000, timeWindowMs: 60_000 }]),
) as RateLimitSettings;

export interface TestAppOptions extends BuildAppOptions {
  clock?: TestClock;
  /** Use the `rate_limit.*` params as a real install does, instead of generous fixed limits. */
  rateLimitsFromParams?: boolean;
}

/** The real app on a fresh database (in-memory SQLite, or a throwaway PostgreSQL schema) unless one is given. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await createTestDatabase());
  return buildApp({
    logger: false,
    clock: new TestClock(),
    sms: new RecordingSmsSender(),
    secrets: SecretBox.random(),
    runJobs: false,
    // Never the repository's ./data: each test app keeps its documents in a directory of its own.
    datasetStorage: new LocalDiskStorage(mkdtempSync(path.join(tmpdir(), 'vox-test-datasets-'))),
    uploadStorage: new LocalDiskStorage(mkdtempSync(path.join(tmpdir(), 'vox-test-uploads-'))),
    // Each check-in's last-seen time written at once, so a test reads it back right after (batching has tests of its own).
    lastSeen: { maxDelayMs: 0, maxBatch: 1 },
    voiceCloneStorage: new LocalDiskStorage(mkdtempSync(path.join(tmpdir(), 'vox-test-voice-clones-'))),
    ...options,
    config: { webDist: '/nonexistent-web-dist', ...options.config },
    rateLimits: options.rateLimitsFromParams ? (options.rateLimits ?? {}) : { ...GENEROUS_LIMITS, ...options.rateLimits },
    database,
  });
}

export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The machine's Redis on loopback; tests keep to keys and channels of their own prefix. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function createTestDatabase(
  options: Pick<DatabaseOptions, 'log' | 'applicationName'> & { url?: string } = {},
): Promise<DatabaseHandle> {
  if (process.env.DB_DRIVER !== 'postgres') return createDatabase({ kind: 'sqlite', path: ':memory:' }, options);
  const url = options.url ?? TEST_POSTGRES_URL;
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(TEST_POSTGRES_URL, `create schema ${schema}`);
  const handle = createDatabase({ kind: 'postgres', url }, { schema, poolSize: 3, log: options.log, applicationName: options.applicationName });
  return {
    ...handle,
    destroy: async () => {
      await handle.destroy();
      await adminQuery(TEST_POSTGRES_URL, `drop schema ${schema} cascade`);
    },
  };
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A multipart/form-data body as a browser sends it: text fields first, then the file. */
export function multipartBody(fields: Record<string, string>, file: { field?: string; name: string; bytes: Buffer }) {
  const boundary = `----vox-test-${randomUUID()}`;
  const parts = [
    ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Parsed envelope of an answer. */
export function body<T = unknown>(response: LightMyRequestResponse): { code: number; msg: string; data: T } {
  return response.json();
}

export async function call<T = unknown>(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject(options);
  return { status: response.statusCode, ...body<T>(response), response };
}

/** Fetches a captcha image like the web does and reads its answer from the store. */
export async function solveCaptcha(app: FastifyInstance): Promise<{ uuid: string; answer: string }> {
  const uuid = randomUUID();
  const response = await app.inject({ method: 'GET', url: `/xiaozhi/user/captcha?uuid=${uuid}` });
  if (response.statusCode !== 200) throw new Error(`captcha failed: ${response.body}`);
  const answer = await app.services.kv.get(captchaKey(uuid));
  if (!answer) throw new Error('captcha answer missing');
  return { uuid, answer };
}

/** SM2 envelope exactly as the web builds it: encrypt(captcha + password) with the pub-config key. */
export async function sm2Envelope(app: FastifyInstance, captcha: string, password: string, prefix04 = false): Promise<string> {
  const config = await call<{ sm2PublicKey: string }>(app, { method: 'GET', url: '/xiaozhi/user/pub-config' });
  const cipher = smCrypto.sm2.doEncrypt(captcha + password, config.data.sm2PublicKey, 1);
  return prefix04 ? `04${cipher}` : cipher;
}

export interface TestUser {
  id: string;
  phone: string;
  password: string;
  token: string;
}

let phoneCounter = 0;
/** A distinct valid mainland number per call: +86 139 0000 xxxx. */
export function nextPhone(): string {
  phoneCounter += 1;
  return `+861390000${String(phoneCounter).padStart(4, '0')}`;
}

/** Creates an account straight through the service and signs it in through the session service. */
export async function createUser(
  app: FastifyInstance,
  { superAdmin = false, phone = nextPhone(), password = 'Passw0rd!x' }: { superAdmin?: boolean; phone?: string; password?: string } = {},
): Promise<TestUser> {
  const user = await app.services.users.create({ username: phone, password, superAdmin });
  const token = await app.services.sessions.issue(user.id);
  return { id: user.id, phone, password, token };
}

/** Signs in through POST /user/login, captcha and SM2 envelope included. */
export async function login(app: FastifyInstance, username: string, password: string) {
  const captcha = await solveCaptcha(app);
  return call<{ token: string; expire: number; clientHash: string }>(app, {
    method: 'POST',
    url: '/xiaozhi/user/login',
    payload: { username, password: await sm2Envelope(app, captcha.answer, password), captchaId: captcha.uuid },
  });
}
