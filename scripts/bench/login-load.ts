// Benchmark: the /login route's first load in headless Chromium, median of 10 cold loads.
// Prints JS + CSS bytes on the wire (compressed), static request count and first contentful paint.
import type { Page } from 'playwright-core';
import { launchBrowser, newContext } from '../../e2e/support/browser.ts';
import { startConsole } from '../../e2e/support/server.ts';

const RUNS = 10;

interface LoadFigures {
  transferBytes: number;
  staticRequests: number;
  fcpMs: number;
}

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
  await page.goto(url, { waitUntil: 'networkidle' });
  const fcpMs = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  return { transferBytes, staticRequests, fcpMs };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

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
  console.log(`login first load, ${RUNS} cold loads (fresh browser context each):`);
  console.log(`  JS + CSS transferred (median): ${(median(runs.map((r) => r.transferBytes)) / 1024).toFixed(1)} KiB`);
  console.log(`  static requests (median):      ${median(runs.map((r) => r.staticRequests))}`);
  console.log(`  first contentful paint:        median ${median(runs.map((r) => r.fcpMs)).toFixed(0)} ms, ` +
    `min ${Math.min(...runs.map((r) => r.fcpMs)).toFixed(0)} ms, max ${Math.max(...runs.map((r) => r.fcpMs)).toFixed(0)} ms`);
} finally {
  await browser.close();
  await server.stop();
}
