import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, buildTestApp } from './helper.ts';
import { createDatabase } from '../src/db/dialect.ts';

const CLI = fileURLToPath(new URL('../src/cli/admin.ts', import.meta.url));
const POSTGRES = process.env.DB_DRIVER === 'postgres';
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// Each case spawns Node processes; on a loaded 2-core machine that outlasts the default 5 s.
describe(`admin CLI (${POSTGRES ? 'postgres' : 'sqlite'})`, { timeout: 60_000 }, () => {
  let dataDir: string;
  const schema = `cli_${randomUUID().replaceAll('-', '')}`;
  const env = (): NodeJS.ProcessEnv => {
    const base: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent' };
    delete base.DATABASE_URL;
    if (POSTGRES) return { ...base, DATABASE_URL: `${PG_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}` };
    return { ...base, DATA_DIR: dataDir };
  };
  const admin = (...args: string[]) => {
    const result = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', CLI, ...args], { env: env(), encoding: 'utf8', timeout: 60_000 });
    return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vox-cli-'));
    if (POSTGRES) await adminQuery(PG_URL, `create schema ${schema}`);
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (POSTGRES) await adminQuery(PG_URL, `drop schema ${schema} cascade`);
  });

  // First: the database is still empty here.
  it('migrates an empty database and then says it is up to date, as a rolling upgrade runs it', () => {
    const first = admin('migrate');
    expect(first).toMatchObject({ status: 0, stderr: '' });
    const applied = first.stdout.split('\n');
    expect(applied[0]).toBe('applied 0001-accounts');
    expect(applied.at(-1)).toMatch(/^applied \d{4}-[a-z0-9-]+$/);
    expect(admin('migrate')).toMatchObject({ status: 0, stdout: 'the database is up to date' });
  });

  it('creates an administrator, issues a working token and resets the password', async () => {
    const created = admin('create-user', '+8613600136000', 'Admin1234', '--admin');
    expect(created).toMatchObject({ status: 0, stderr: '' });
    expect(created.stdout).toMatch(/^Created super administrator \+8613600136000 \(id [0-9a-f]{32}\)\.$/);

    const issued = admin('token', '+8613600136000');
    expect(issued.status).toBe(0);
    const token = issued.stdout.split('\n').at(-1)!;
    expect(token).toMatch(/^[0-9a-f]{64}$/);

    const reset = admin('reset-password', '+8613600136000', 'Changed99');
    expect(reset.status).toBe(0);
    expect(reset.stdout).toContain('reset');

    // The same database seen through the app: the user exists, is admin, has the new password, and the old token ended.
    const database = POSTGRES
      ? createDatabase({ kind: 'postgres', url: PG_URL }, { schema, poolSize: 2 })
      : createDatabase({ kind: 'sqlite', path: path.join(dataDir, 'vox.db') });
    const app = await buildTestApp({ database });
    try {
      expect(await app.services.users.findByUsername('+8613600136000')).toMatchObject({ super_admin: 1, status: 1 });
      expect(await app.services.sessions.resolve(token)).toBeNull();
      const fresh = admin('token', '+8613600136000').stdout.split('\n').at(-1)!;
      const info = await app.inject({ method: 'GET', url: '/xiaozhi/user/info', headers: { authorization: `Bearer ${fresh}` } });
      expect(info.json()).toMatchObject({ code: 0, data: { username: '+8613600136000', superAdmin: 1 } });
    } finally {
      await app.close();
    }
  });

  it('creates normal users and refuses duplicates', () => {
    expect(admin('create-user', '+8613600136001', 'User12345')).toMatchObject({ status: 0, stdout: expect.stringMatching(/^Created user /) });
    expect(admin('create-user', '+8613600136001', 'User12345')).toMatchObject({ status: 1, stderr: 'Error: User +8613600136001 already exists.' });
  });

  it('validates input with clear errors and exit code 1', () => {
    expect(admin('create-user', '13800000000', 'User12345')).toMatchObject({ status: 1, stderr: expect.stringContaining('Invalid phone "13800000000"') });
    expect(admin('create-user', '+8613600136002', 'weak')).toMatchObject({ status: 1, stderr: expect.stringContaining('Password too weak') });
    expect(admin('create-user', '+8613600136002')).toMatchObject({ status: 1, stderr: 'Error: Missing <password>.' });
    expect(admin('token', '+8613600136099')).toMatchObject({ status: 1, stderr: 'Error: No user +8613600136099.' });
    expect(admin('reset-password', '+8613600136099', 'Valid1234')).toMatchObject({ status: 1, stderr: 'Error: No user +8613600136099.' });
    expect(admin('frobnicate')).toMatchObject({ status: 1, stderr: expect.stringContaining('Unknown command "frobnicate"') });
    expect(admin()).toMatchObject({ status: 1, stderr: expect.stringContaining('Usage: npm run admin') });
  });
});
