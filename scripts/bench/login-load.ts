// Benchmark: the /login route's first load in headless Chromium.
// First when the password field is laid out on ours beside the browser's floor (the same page bare: no script, preload
// or stylesheet link; bare-login-page.ts), cold loads of both interleaved, measured by the shared tool
// (../shared/tools/measure-console.mjs --wait-for, as the issue measured) when this clone sits beside it, else by this
// script's own probe, which checks the same thing the same way. Then, from 10 cold loads of ours: JS + CSS bytes on
// the wire (compressed, everything the page loads until the network is quiet), static request count, first
// contentful paint and the layout shift, beside the figures from before the sign-in screens were prerendered.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../../e2e/support/browser.ts';
import { startConsole } from '../../e2e/support/server.ts';
import { distWithFloor, FLOOR_PATH } from './bare-login-page.ts';

const RUNS = 10;
/**
 * Ours and the floor alternate in rounds, so a change in the machine's load falls on both. 10 rounds, 40 cold loads
 * each: with 16, the ratio of medians of unchanged code ranged from 1.10x to 1.66x on one machine within an hour.
 */
const ROUNDS = 10;
const RUNS_PER_ROUND = 4;
const SHARED_TOOL = fileURLToPath(new URL('../../../shared/tools/measure-console.mjs', import.meta.url));
const PASSWORD_FIELD = 'input[type=password]';

/** Measured the same way before the prerendered sign-in (same machine, unloaded): the figures. */
const BEFORE = { passwordFieldMs: '307-331', transferBytes: 150_872, fcpMs: 68 };

interface LoadFigures {
  transferBytes: number;
  staticRequests: number;
  fcpMs: number;
  passwordFieldMs: number;
  firstByteMs: number;
  cls: number;
}

/**
 * Before any page script: sums layout shifts without recent input, and notes the first animation frame in which the
 * password field has a non-zero box (as shared/tools/measure-console.mjs --wait-for does).
 */
const OBSERVE = `(() => {
  const seen = window.__login = { field: null, cls: 0 };
  new PerformanceObserver((list) => list.getEntries().forEach((e) => { if (!e.hadRecentInput) seen.cls += e.value; }))
    .observe({ type: 'layout-shift', buffered: true });
  const tick = () => {
    const box = document.querySelector('input[type=password]')?.getBoundingClientRect();
    if (box && box.width > 0 && box.height > 0) seen.field = performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

async function measure(page: Page, url: string): Promise<LoadFigures> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  let transferBytes = 0;
  let staticRequests = 0;
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    const type = types.get(event.requestId);
    if (type === 'Script' || type === 'Stylesheet') transferBytes += event.encodedDataLength;
    if (type && type !== 'XHR' && type !== 'Fetch') staticRequests += 1;
  });
  await page.addInitScript(OBSERVE);
  await page.goto(url, { waitUntil: 'networkidle' });
  // A string, as OBSERVE is: this script is type-checked without the DOM's types.
  const seen = await page.evaluate<{ field: number | null; cls: number; fcp: number | undefined; firstByte: number | undefined }>(
    `({ ...window.__login, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime, firstByte: performance.getEntriesByType('navigation')[0]?.responseStart })`,
  );
  return { transferBytes, staticRequests, fcpMs: seen.fcp ?? Number.NaN, passwordFieldMs: seen.field ?? Number.NaN, firstByteMs: seen.firstByte ?? Number.NaN, cls: seen.cls };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const spread = (values: number[]) =>
  `median ${median(values).toFixed(0)} ms, min ${Math.min(...values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;

/** When the password field was laid out, and when the page's first byte came, ms from navigation start. */
interface FieldTime {
  field: number;
  firstByte: number;
}

/** Cold loads of `baseUrl` + `route` by the shared tool (each in a fresh context of one browser). */
async function fieldTimesByTool(baseUrl: string, route: string, runs: number): Promise<FieldTime[]> {
  const args = ['--url', baseUrl, '--route', route, '--runs', String(runs), '--warmup', '1', '--wait-for', PASSWORD_FIELD, '--settle-ms', '300', '--block-sw'];
  const { stdout } = await promisify(execFile)(process.execPath, [SHARED_TOOL, ...args], { maxBuffer: 64 * 1024 * 1024 });
  const report = JSON.parse(stdout) as { perRun: { selectorVisible: (number | null)[]; ttfb: (number | null)[] } };
  return report.perRun.selectorVisible.map((field, run) => ({ field: field ?? Number.NaN, firstByte: report.perRun.ttfb[run] ?? Number.NaN }));
}

async function fieldTimesByProbe(browser: Browser, baseUrl: string, route: string, runs: number): Promise<FieldTime[]> {
  const times: FieldTime[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await newContext(browser);
    const figures = await measure(await context.newPage(), `${baseUrl}${route}`);
    times.push({ field: figures.passwordFieldMs, firstByte: figures.firstByteMs });
    await context.close();
  }
  return times;
}

async function compareWithFloor(browser: Browser, consoleUrl: string): Promise<void> {
  const byTool = existsSync(SHARED_TOOL);
  const fieldTimes = (route: string) =>
    byTool ? fieldTimesByTool(consoleUrl, route, RUNS_PER_ROUND) : fieldTimesByProbe(browser, consoleUrl, route, RUNS_PER_ROUND);
  const ours: FieldTime[] = [];
  const bare: FieldTime[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    bare.push(...(await fieldTimes(FLOOR_PATH)));
    ours.push(...(await fieldTimes('/login')));
  }
  const how = byTool ? 'the shared measure-console.mjs --wait-for' : `this script's probe (${SHARED_TOOL} is absent)`;
  const fields = (times: FieldTime[]) => times.map((time) => time.field);
  const afterFirstByte = (times: FieldTime[]) => times.map((time) => time.field - time.firstByte);
  console.log(`password field laid out, ours beside the bare-HTML floor (${FLOOR_PATH}, the same page without scripts or links, served the same way):`);
  console.log(`${ROUNDS} rounds × ${RUNS_PER_ROUND} cold loads each, interleaved, by ${how}`);
  console.log(`  ours (/login):                  ${spread(fields(ours))}; after the first byte: median ${median(afterFirstByte(ours)).toFixed(0)} ms`);
  console.log(`  floor (${FLOOR_PATH}):           ${spread(fields(bare))}; after the first byte: median ${median(afterFirstByte(bare)).toFixed(0)} ms`);
  console.log(`  ratio of medians:               ${(median(fields(ours)) / median(fields(bare))).toFixed(2)}x, after the first byte ${(median(afterFirstByte(ours)) / median(afterFirstByte(bare))).toFixed(2)}x   (goal: ≤ 1.2x)`);
}

// The build to measure: apps/web/dist, or WEB_DIST (e.g. an earlier build kept for a before/after).
const web = distWithFloor(process.env.WEB_DIST ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url)));
const server = await startConsole({ WEB_DIST: web.dir });
const browser = await launchBrowser();
try {
  await measure(await (await newContext(browser)).newPage(), `${server.baseUrl}/login`); // warm the server, not the browser
  await compareWithFloor(browser, server.baseUrl);
  const runs: LoadFigures[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await newContext(browser);
    runs.push(await measure(await context.newPage(), `${server.baseUrl}/login`));
    await context.close();
  }
  const bytes = median(runs.map((r) => r.transferBytes));
  console.log(`login first load, ${RUNS} cold loads (fresh browser context each):`);
  console.log(`  password field laid out:        ${spread(runs.map((r) => r.passwordFieldMs))}   (before: ${BEFORE.passwordFieldMs} ms)`);
  console.log(`  JS + CSS transferred (median):  ${bytes.toLocaleString('en')} B = ${(bytes / 1024).toFixed(1)} KiB   (before: ${BEFORE.transferBytes.toLocaleString('en')} B)`);
  console.log(`  layout shift (largest):         ${Math.max(...runs.map((r) => r.cls)).toFixed(4)}`);
  console.log(`  static requests (median):       ${median(runs.map((r) => r.staticRequests))}`);
  console.log(`  first contentful paint:         ${spread(runs.map((r) => r.fcpMs))}   (before: ${BEFORE.fcpMs} ms)`);
} finally {
  await browser.close();
  await server.stop();
  web.cleanup();
}
