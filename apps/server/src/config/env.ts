import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIRMWARE_MAX_BYTES } from '@vox/contracts';
import { z } from 'zod';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(8002),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMS_PROVIDER: z.enum(['log', 'aliyun']).default('log'),
  ALIYUN_SMS_ENDPOINT: z.url().default('https://dysmsapi.aliyuncs.com'),
  WEB_DIST: z.string().min(1).optional(),
  TRUST_PROXY: z.string().optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional().or(z.literal('').transform(() => undefined)),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  SECRETS_KEY: z.string().optional().or(z.literal('').transform(() => undefined)),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REDIS_PREFIX: z.string().regex(/^[\w:.-]{1,40}$/, 'REDIS_PREFIX: letters, digits, _ : . - only').default('vox:'),
}).refine((env) => env.STORAGE_DRIVER !== 's3' || !!env.S3_BUCKET, { message: 'S3_BUCKET is required when STORAGE_DRIVER=s3', path: ['S3_BUCKET'] });

export type DatabaseConfig = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };

/** Where uploaded files (firmware images) live. */
export type StorageConfig =
  | { driver: 'local'; dir: string }
  | {
      driver: 's3';
      endpoint: string | undefined;
      bucket: string;
      region: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  smsProvider: 'log' | 'aliyun';
  aliyunSmsEndpoint: string;
  webDist: string;
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  storage: StorageConfig;
  /** Largest firmware image accepted (100 MB, as upstream); tests lower it. */
  firmwareMaxBytes: number;
  /** The key that seals stored secrets (API keys): SECRETS_KEY, else a file created under DATA_DIR on first start. */
  secrets: { envKey: string | undefined; file: string };
  /**
   * REDIS_URL: short-lived values, rate limits and the MCP proxy relay go through Redis, so several processes act as
   * one; null keeps them in the database and this process. Every key and channel starts with `prefix`.
   */
  redis: { url: string; prefix: string } | null;
}

/** TRUST_PROXY: "true"/"false", a hop count, or a comma-separated address/CIDR list. */
function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

function storageConfig(e: z.infer<typeof envSchema>): StorageConfig {
  if (e.STORAGE_DRIVER === 'local') return { driver: 'local', dir: path.resolve(e.DATA_DIR) };
  return {
    driver: 's3',
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', path: path.resolve(e.DATA_DIR, 'vox.db') },
    logLevel: e.LOG_LEVEL,
    smsProvider: e.SMS_PROVIDER,
    aliyunSmsEndpoint: e.ALIYUN_SMS_ENDPOINT,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(REPO_ROOT, 'apps/web/dist'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    storage: storageConfig(e),
    firmwareMaxBytes: FIRMWARE_MAX_BYTES,
    secrets: { envKey: e.SECRETS_KEY, file: path.resolve(e.DATA_DIR, 'secrets.key') },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : null,
  };
}
