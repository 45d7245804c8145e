// Benchmark: the /login route's first load in headless Chromium, median of 10 cold loads.
// Prints when the password field is first laid out, JS + CSS bytes on the wire (compressed, everything the page loads
// until the network is quiet), static request count, first contentful paint and the layout shift, beside the figures
// from before the sign-in screens were prerendered.
import type { Page } from 'playwright-core';
import { launchBrowser, newContext } from '../../e2e/support/browser.ts';
import { startConsole } from '../../e2e/support/server.ts';

const RUNS = 10;

/** Measured the same way before the prerendered sign-in (same machine, unloaded): the figures. */
const BEFORE = { passwordFieldMs: '307-331', transferBytes: 150_872, fcpMs: 68 };

interface LoadFigures {
  transferBytes: number;
  staticRequests: number;
  fcpMs: number;
  passwordFieldMs: number;
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
  const seen = await page.evaluate<{ field: number | null; cls: number; fcp: number | undefined }>(
    `({ ...window.__login, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime })`,
  );
  return { transferBytes, staticRequests, fcpMs: seen.fcp ?? Number.NaN, passwordFieldMs: seen.field ?? Number.NaN, cls: seen.cls };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const spread = (values: number[]) =>
  `median ${median(values).toFixed(0)} ms, min ${Math.min(...values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;

const server = await startConsole();
const browser = await launchBrowser();
try {
  await measure(await (await newContext(browser)).newPage(), `${server.baseUrl}/login`); // warm the server, not the browser
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
}
