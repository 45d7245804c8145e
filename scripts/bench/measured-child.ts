// Runs a Node script as a child process and measures it from outside: wall time, exact peak RSS (reported by the child
// at exit through report-max-rss.ts), and each stdout line with the moment it arrived.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const REPORT_MAX_RSS = fileURLToPath(new URL('report-max-rss.ts', import.meta.url));

export interface TimedLine {
  /** Seconds since the child was started. */
  at: number;
  text: string;
}

export interface MeasuredRun {
  exitCode: number | null;
  wallSeconds: number;
  peakRssBytes: number;
  lines: TimedLine[];
  /** Resident set size read from /proc every quarter second, to see where memory grows. */
  rssSamples: { at: number; bytes: number }[];
  stderr: string;
}

const SAMPLE_MS = 250;

async function residentBytes(pid: number): Promise<number | null> {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(await readFile(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Starts `script args` under `env`; `onLine` sees stdout as it comes (to echo it). */
export async function runMeasured(
  script: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  onLine: (line: TimedLine) => void = () => {},
): Promise<MeasuredRun> {
  const dir = mkdtempSync(join(tmpdir(), 'vox-bench-rss-'));
  const rssFile = join(dir, 'max-rss');
  const started = performance.now();
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', '--import', REPORT_MAX_RSS, script, ...args], {
    env: { ...env, BENCH_MAX_RSS_FILE: rssFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: TimedLine[] = [];
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  createInterface({ input: child.stdout }).on('line', (text) => {
    const line = { at: (performance.now() - started) / 1000, text };
    lines.push(line);
    onLine(line);
  });
  const rssSamples: MeasuredRun['rssSamples'] = [];
  const sampler = setInterval(() => {
    const at = (performance.now() - started) / 1000;
    void residentBytes(child.pid!).then((bytes) => bytes !== null && rssSamples.push({ at, bytes }));
  }, SAMPLE_MS);
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve(code));
  });
  clearInterval(sampler);
  const wallSeconds = (performance.now() - started) / 1000;
  let peakRssBytes = Number.NaN;
  try {
    peakRssBytes = Number(readFileSync(rssFile, 'utf8'));
  } catch {
    // The child died before its exit handler ran (killed by a signal): the peak is unknown.
  }
  rmSync(dir, { recursive: true, force: true });
  return { exitCode, wallSeconds, peakRssBytes, lines, rssSamples, stderr };
}
