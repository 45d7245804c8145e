// Benchmark: `npm run admin -- import-upstream` on a big upstream installation (the size to beat: 1,000 users, 10,000
// agents and devices, 1,000,000 chat messages in under 10 minutes and under 512 MB on this machine).
// The installation is built in MariaDB by upstream-fixture.ts in its own process (its memory is not counted), then the
// real import command runs as a child process into a fresh SQLite DATA_DIR and into a throwaway PostgreSQL schema. Its
// wall time and exact peak RSS are measured from outside; per-table throughput comes from its progress lines. The
// MySQL database is dropped at the end.
//   npm run bench -- import-upstream [--users=N] [--agents=N] [--devices=N] [--messages=N] [--audio-every=N]
//     [--audio-bytes=N] [--only=sqlite|postgres] [--url=mysql://… (an installation kept from upstream-fixture.ts --keep)]
// The same knobs as environment variables: BENCH_IMPORT_USERS, …_AGENTS, …_DEVICES, …_MESSAGES, BENCH_SKIP_POSTGRES=1.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { connectUpstream } from '../../apps/server/test/upstream/upstream-fixture.ts';
import { adminQuery, PG_URL } from './bench-database.ts';
import { runMeasured, type MeasuredRun } from './measured-child.ts';

const FIXTURE = fileURLToPath(new URL('upstream-fixture.ts', import.meta.url));
const ADMIN = fileURLToPath(new URL('../../apps/server/src/cli/admin.ts', import.meta.url));
const GOAL = { seconds: 600, rssBytes: 512 * 2 ** 20 };
const MB = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const n = (value: number) => value.toLocaleString('en-US');

interface TableFigures {
  table: string;
  rows: number;
  seconds: number;
  /** The highest RSS sampled while the table was being imported. */
  peakRssBytes: number;
}

interface TargetFigures {
  label: string;
  run: MeasuredRun;
  tables: TableFigures[];
  /** Before the first table: migrations, reading upstream's schema and its owners. */
  startupSeconds: number;
}

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: process.env.BENCH_IMPORT_USERS },
    agents: { type: 'string', default: process.env.BENCH_IMPORT_AGENTS },
    devices: { type: 'string', default: process.env.BENCH_IMPORT_DEVICES },
    messages: { type: 'string', default: process.env.BENCH_IMPORT_MESSAGES },
    'audio-every': { type: 'string' },
    'audio-bytes': { type: 'string' },
    only: { type: 'string', default: process.env.BENCH_SKIP_POSTGRES === '1' ? 'sqlite' : undefined },
    /** An installation built beforehand (upstream-fixture.ts --keep): imported, neither built nor dropped here. */
    url: { type: 'string' },
  },
});

/** Builds the installation in its own process and answers its URL. */
async function buildInstallation(): Promise<string> {
  const flags = (['users', 'agents', 'devices', 'messages', 'audio-every', 'audio-bytes'] as const)
    .filter((name) => values[name] !== undefined)
    .map((name) => `--${name}=${values[name]}`);
  const built = await runMeasured(FIXTURE, [...flags, '--keep'], process.env, (line) => console.log(`  ${line.text}`));
  const url = built.lines.map((line) => /kept: (\S+)/.exec(line.text)?.[1]).find(Boolean);
  if (built.exitCode !== 0 || !url) throw new Error(`the fixture builder failed (exit ${built.exitCode}): ${built.stderr}`);
  return url;
}

/** `  table: done / total` lines: each table's span runs from its first line to the next table's (or the end). */
function tableFigures(run: MeasuredRun): { tables: TableFigures[]; startupSeconds: number } {
  const { lines, wallSeconds: end } = run;
  const seen: { table: string; rows: number; from: number }[] = [];
  for (const line of lines) {
    const match = /^ {2}(\w+): ([\d,]+) \/ ([\d,]+)$/.exec(line.text);
    if (!match) continue;
    const [, table, doneText] = match as unknown as [string, string, string];
    const done = Number(doneText.replaceAll(',', ''));
    const last = seen.at(-1);
    if (last && last.table === table) last.rows = done;
    else seen.push({ table, rows: done, from: line.at });
  }
  const summaryAt = lines.find((line) => /^(Imported|Merged) from /.test(line.text))?.at ?? end;
  const tables = seen.map((entry, index) => {
    const to = seen[index + 1]?.from ?? summaryAt;
    const during = run.rssSamples.filter((sample) => sample.at >= entry.from && sample.at <= to).map((sample) => sample.bytes);
    return { table: entry.table, rows: entry.rows, seconds: to - entry.from, peakRssBytes: Math.max(0, ...during) };
  });
  return { tables, startupSeconds: seen[0]?.from ?? end };
}

async function importInto(label: string, url: string, env: NodeJS.ProcessEnv): Promise<TargetFigures> {
  console.log(`\n=== ${label}: npm run admin -- import-upstream ${url}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'vox-bench-import-'));
  try {
    const childEnv = { ...process.env, DATA_DIR: dataDir, SECRETS_KEY: randomBytes(32).toString('hex'), LOG_LEVEL: 'warn', ...env };
    const run = await runMeasured(ADMIN, ['import-upstream', url], childEnv, (line) => {
      if (!/ \/ /.test(line.text) || / ([\d,]+) \/ \1$/.test(line.text)) console.log(`  [${line.at.toFixed(1).padStart(6)} s] ${line.text}`);
    });
    if (run.exitCode !== 0) throw new Error(`${label}: the import failed (exit ${run.exitCode}):\n${run.stderr}`);
    return { label, run, ...tableFigures(run) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function importIntoPostgres(url: string): Promise<TargetFigures | string> {
  const schema = `bench_import_${randomBytes(6).toString('hex')}`;
  try {
    await adminQuery(`create schema ${schema}`);
  } catch (error) {
    return `not reachable (${error instanceof Error ? error.message : String(error)})`;
  }
  try {
    return await importInto('PostgreSQL', url, { DATABASE_URL: `${PG_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}` });
  } finally {
    await adminQuery(`drop schema if exists ${schema} cascade`);
  }
}

function printFigures(figures: TargetFigures): void {
  const { run } = figures;
  console.log(`\n  ${figures.label}: per table (time from its first progress line to the next table's, finishing steps included; RSS sampled)`);
  console.log(`    ${'upstream table'.padEnd(30)}${'rows'.padStart(12)}${'seconds'.padStart(10)}${'rows/s'.padStart(12)}${'peak RSS'.padStart(10)}`);
  console.log(`    ${'(start: migrate, schema, owners)'.padEnd(42)}${figures.startupSeconds.toFixed(1).padStart(10)}`);
  const row = (name: string, rows: number, seconds: number, rss = 0) => {
    const rate = seconds > 0.05 ? n(Math.round(rows / seconds)) : '';
    console.log(`    ${name.padEnd(30)}${n(rows).padStart(12)}${seconds.toFixed(1).padStart(10)}${rate.padStart(12)}${(rss ? MB(rss) : '').padStart(10)}`);
  };
  const small = figures.tables.filter((table) => table.rows < 1000 && table.seconds < 0.5);
  for (const table of figures.tables) if (!small.includes(table)) row(table.table, table.rows, table.seconds, table.peakRssBytes);
  const sum = (pick: (table: TableFigures) => number) => small.reduce((total, table) => total + pick(table), 0);
  row(`(${small.length} small tables)`, sum((table) => table.rows), sum((table) => table.seconds));
  const timeOk = run.wallSeconds < GOAL.seconds;
  const memoryOk = run.peakRssBytes < GOAL.rssBytes;
  console.log(`    wall ${run.wallSeconds.toFixed(1)} s (${timeOk ? 'within' : 'OVER'} the 600 s goal), peak RSS ${MB(run.peakRssBytes)} (${memoryOk ? 'within' : 'OVER'} the 512 MB goal)`);
}

async function dropInstallation(url: string): Promise<void> {
  const database = new URL(url).pathname.slice(1);
  const server = new URL(url);
  server.pathname = '/';
  const connection = await connectUpstream(server.toString());
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
    console.log(`\ndropped ${database}`);
  } finally {
    await connection.end();
  }
}

const started = performance.now();
console.log(`import-upstream benchmark: Node ${process.version}, ${availableParallelism()} CPUs, load average ${loadavg().map((v) => v.toFixed(2)).join(' ')}`);
if (!values.url) console.log('\n=== building the upstream installation (own process)');
const url = values.url ?? (await buildInstallation());
const results: TargetFigures[] = [];
try {
  if (values.only !== 'postgres') results.push(await importInto('SQLite', url, {}));
  if (values.only !== 'sqlite') {
    const postgres = await importIntoPostgres(url);
    if (typeof postgres === 'string') console.log(`\n=== PostgreSQL skipped: ${postgres}`);
    else results.push(postgres);
  }
} finally {
  if (!values.url) await dropInstallation(url);
}
for (const figures of results) printFigures(figures);
console.log(`\nload average ${loadavg().map((v) => v.toFixed(2)).join(' ')}; total ${((performance.now() - started) / 1000).toFixed(1)} s`);
