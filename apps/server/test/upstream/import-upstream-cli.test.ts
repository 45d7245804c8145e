import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/dialect.ts';
import { connectUpstream, createUpstreamFixture, databaseUrl, upstreamTestServerUrl, type UpstreamFixture } from './upstream-fixture.ts';

const CLI = fileURLToPath(new URL('../../src/cli/admin.ts', import.meta.url));

/** The admin command as a user runs it, in a process of its own (async, so a fake RAGFlow here can answer it). */
function admin(dataDir: string, ...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', CLI, ...args], { env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

async function countIn(dataDir: string, table: 'users' | 'agents' | 'dataset_documents'): Promise<number> {
  const database = createDatabase({ kind: 'sqlite', path: path.join(dataDir, 'vox.db') });
  try {
    const row = await database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await database.destroy();
  }
}

/** RAGFlow's chunk listing for the fixture's documents, two per page to make the importer page. */
function fakeRagflow(apiKey: string, chunksOf: (documentId: string) => string[]): Promise<{ url: string; server: Server; calls: string[] }> {
  const calls: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://ragflow');
    calls.push(url.pathname);
    const match = /^\/api\/v1\/datasets\/[^/]+\/documents\/([^/]+)\/chunks$/.exec(url.pathname);
    response.setHeader('content-type', 'application/json');
    if (request.headers.authorization !== `Bearer ${apiKey}`) return response.end(JSON.stringify({ code: 109, message: 'Authentication error: API key is invalid!' }));
    if (!match) return response.end(JSON.stringify({ code: 102, message: 'no such route' }));
    const all = chunksOf(decodeURIComponent(match[1]!));
    const page = Number(url.searchParams.get('page'));
    const size = Number(url.searchParams.get('page_size'));
    const chunks = all.slice((page - 1) * size, page * size).map((content, index) => ({ id: `c${index}`, content }));
    response.end(JSON.stringify({ code: 0, data: { chunks, doc: {}, total: all.length } }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, calls })));
}

// The command on the embedded database; the import itself is tested on both databases in import-upstream.test.ts.
describe.skipIf(process.env.DB_DRIVER === 'postgres')('npm run admin -- import-upstream', { timeout: 180_000 }, () => {
  let fixture: UpstreamFixture;
  let dataDir: string;
  beforeAll(async () => {
    fixture = await createUpstreamFixture({ shape: 'current' });
    dataDir = mkdtempSync(path.join(tmpdir(), 'vox-import-cli-'));
  });
  afterAll(async () => {
    await fixture?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses, naming the problem, a source it cannot use, and never prints the password', async () => {
    const emptyDatabase = `upstream_test_empty_${process.pid}`;
    const server = await connectUpstream(upstreamTestServerUrl);
    await server.query(`create database if not exists \`${emptyDatabase}\``);
    try {
      const cases: [string, RegExp][] = [
        ['not a url', /must be a URL like mysql:\/\//],
        ['postgres://user@127.0.0.1/x', /must be a mysql:\/\/ URL/],
        ['mysql://root:hunter2secret@127.0.0.1:1/xiaozhi', /Nothing answers at 127\.0\.0\.1:1/],
        [databaseUrl('no_such_database_here'), /has no database no_such_database_here/],
        [databaseUrl(emptyDatabase), /is not a xiaozhi-esp32-server \(manager-api\) database: it has no table sys_user, sys_params/],
      ];
      for (const [url, problem] of cases) {
        const result = await admin(dataDir, 'import-upstream', url);
        expect(result.status, url).toBe(1);
        expect(result.stderr, url).toMatch(problem);
        expect(result.stdout + result.stderr).not.toContain('hunter2secret');
      }
    } finally {
      await server.query(`drop database \`${emptyDatabase}\``);
      await server.end();
    }
  });

  it('--dry-run prints per-table progress and the summary and writes nothing', async () => {
    const result = await admin(dataDir, 'import-upstream', fixture.url, '--dry-run');
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Dry run (nothing was written)');
    expect(result.stdout).toMatch(new RegExp(`ai_agent: ${fixture.facts.rowCounts.ai_agent} / ${fixture.facts.rowCounts.ai_agent}`));
    expect(result.stdout).toMatch(new RegExp(`sys_user\\s+${fixture.facts.users.length}\\s+${fixture.facts.users.length}\\s`));
    expect(result.stdout).toContain('sys_user_token: sessions are not imported');
    expect(await countIn(dataDir, 'users')).toBe(0);
  });

  it('imports with the firmware files of --files, lists the missing ones, fetches document text from RAGFlow, and a second run changes nothing', async () => {
    const [present, missing] = fixture.facts.firmware;
    const files = mkdtempSync(path.join(tmpdir(), 'vox-upstream-files-'));
    mkdirSync(path.join(files, path.dirname(present!.path)), { recursive: true });
    writeFileSync(path.join(files, present!.path), Buffer.alloc(4096, 7));
    const ragflow = await fakeRagflow('ragflow-test-key', (documentId) => [`第一段 ${documentId}`, `第二段 ${documentId}`, `third chunk of ${documentId}`]);
    try {
      const result = await admin(dataDir, 'import-upstream', fixture.url, '--files', files, '--ragflow', ragflow.url, '--ragflow-key', 'ragflow-test-key');
      expect(result.stderr).toBe('');
      expect(result.stdout).toContain(`file ${missing!.path} not found`);
      expect(result.stdout).not.toContain(`file ${present!.path} not found`);
      expect(result.stdout).not.toContain('ragflow-test-key');
      const documents = fixture.facts.datasets.flatMap((dataset) => dataset.documents);
      expect(result.stdout).toContain(`Documents given their RAGFlow text: ${documents.length}`);
      const md5 = createHash('md5').update(Buffer.alloc(4096, 7)).digest('hex');
      expect(readFileSync(path.join(dataDir, 'firmware', `${md5}.bin`))).toEqual(Buffer.alloc(4096, 7));
      expect(await countIn(dataDir, 'agents')).toBe(fixture.facts.rowCounts.ai_agent);
      const text = readFileSync(path.join(dataDir, 'datasets', fixture.facts.datasets[0]!.datasetId, documents[0]!.id, 'source.txt'), 'utf8');
      expect(text).toContain(`第二段 ${documents[0]!.documentId}`);

      const again = await admin(dataDir, 'import-upstream', fixture.url, '--ragflow', ragflow.url, '--ragflow-key', 'ragflow-test-key');
      expect(again.stdout).toContain('(done in an earlier run)');
      expect(again.stdout).toContain(`already done earlier: ${documents.length}`);
      expect(await countIn(dataDir, 'users')).toBe(fixture.facts.users.length);
    } finally {
      ragflow.server.close();
      rmSync(files, { recursive: true, force: true });
    }
  });
});
