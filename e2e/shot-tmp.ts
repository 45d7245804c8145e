import { launchBrowser, newContext } from './support/browser.ts';
const base = process.argv[2]!; const paths = process.argv[3]!.split(','); const token = process.argv[4];
const b = await launchBrowser();
for (const [w, h] of [[1440, 900], [390, 844]] as const) for (const lang of ['zh_CN', 'en']) {
  const c = await newContext(b, { width: w, height: h });
  await c.addInitScript(([l, t]) => { localStorage.setItem('userLanguage', l!); if (t) localStorage.setItem('token', t); }, [lang, token ?? '']);
  const p = await c.newPage();
  for (const path of paths) {
    await p.goto(base + path, { waitUntil: 'networkidle' }); await p.waitForTimeout(300);
    await p.screenshot({ path: `/work/main/screenshots/${path.replace(/\W/g, '') || 'root'}-${w}-${lang}.png`, fullPage: true });
  }
  await c.close();
}
await b.close();
