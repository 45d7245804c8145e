import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { BOOT_MODULE, chunksOf, dynamicChunkOf, staticClosure } from './page-preloads.ts';
import type { PrerenderedScreen, prerenderSignInScreens } from './src/app/sign-in/prerender.tsx';

/** Where the pages go inside the build, and the index of them the server reads (apps/server sign-in-pages.ts). */
export const SIGN_IN_PAGES_DIR = 'sign-in';
const PAGES_INDEX = 'pages.json';

const SPLASH = /<!--splash-->[\s\S]*<!--\/splash-->/;
/** index.html's entry script, as the build writes it into the head. */
const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface PageAssets {
  /** The screen's stylesheets: file name and text. */
  styles: { file: string; css: string }[];
}

/**
 * The page's only script, inline so that nothing is fetched before the first frame: then it links the screen's
 * stylesheets (already inline in the head; linked so the app's chunk loader finds them and does not fetch them
 * again) and the web manifest, and loads the app's entry, all named by its data attributes. Any request before the
 * first frame held that frame back (login bench: 1.14-1.40x the bare page with the entry and the links in the body,
 * 1.06x with them after the first frame). The server allows this script by its hash (apps/server sign-in-pages.ts).
 */
const LOADER = `(() => {
  const { entry, styles, manifest } = document.currentScript.dataset;
  const add = (parent, tag, properties) => parent.append(Object.assign(document.createElement(tag), properties));
  requestAnimationFrame(() => setTimeout(() => {
    for (const href of styles.split(' ').filter(Boolean)) add(document.head, 'link', { rel: 'stylesheet', crossOrigin: '', href });
    if (manifest) add(document.head, 'link', { rel: 'manifest', href: manifest });
    add(document.body, 'script', { type: 'module', crossOrigin: '', src: entry });
  }));
})();`;

const MANIFEST_LINK = /\s*<link rel="manifest" href="([^"]+)"[^>]*>/;

/**
 * The page of one screen in one language: index.html with the screen in #root instead of the splash. Nothing in it
 * holds the first frame back: the screen's styles are inline, and it fetches nothing until that frame is out (LOADER);
 * the head's module script and the modulepreloads of about 100 KB kept it waiting while they loaded and compiled.
 * The entry starts the app after the second frame (src/main.tsx) and React hydrates the form in place, keeping what
 * was typed.
 */
function pageHtml(template: string, rendered: PrerenderedScreen, assets: PageAssets, base: string): string {
  const entry = ENTRY_SCRIPT.exec(template);
  if (!entry) throw new Error('index.html has no module script for the entry');
  const manifest = MANIFEST_LINK.exec(template)?.[1] ?? '';
  const head = assets.styles.map(({ css }) => `<style>${css}</style>`).join('\n    ');
  const styles = assets.styles.map(({ file }) => `${base}${file}`).join(' ');
  const loader = `<script data-entry="${entry[1]}" data-styles="${styles}" data-manifest="${manifest}">${LOADER}</script>`;
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(MANIFEST_LINK, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<html lang="[^"]*">/, `<html lang="${rendered.lang}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`)
    .replace('</head>', () => `\n    ${head}\n  </head>`)
    .replace('</body>', () => `  ${loader}\n  </body>`)
    .replace(/<div id="root">[\s\S]*?<!--\/splash--><\/div>/, () => `<div id="root" data-locale="${rendered.locale}">${rendered.markup}</div>`);
}

/**
 * Renders the sign-in screens into HTML after the client build: every screen in every language,
 * through a dev server in SSR mode with the same config, so CSS-module class names match the client build's
 * (vite.config.ts makes them deterministic). The server sends these pages for the sign-in routes.
 */
export function prerenderSignIn(): Plugin {
  let configFile: string | undefined;
  let outDir = '';
  let base = '/';
  return {
    name: 'vox:prerender-sign-in',
    apply: 'build',
    configResolved(config) {
      configFile = config.configFile;
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    writeBundle: {
      sequential: true,
      async handler(_options, bundle) {
        const server = await createServer({
          configFile,
          logLevel: 'warn',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const prerender = (await server.ssrLoadModule('/src/app/sign-in/prerender.tsx')) as { prerenderSignInScreens: typeof prerenderSignInScreens };
          const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
          if (!SPLASH.test(template)) throw new Error('index.html has no <!--splash--> … <!--/splash--> in #root');
          const chunks = chunksOf(bundle);
          const entry = chunks.find((chunk) => chunk.isEntry);
          const boot = dynamicChunkOf(bundle, BOOT_MODULE);
          const pages: Record<string, Record<string, string>> = {};
          await mkdir(path.join(outDir, SIGN_IN_PAGES_DIR), { recursive: true });
          for (const rendered of await prerender.prerenderSignInScreens()) {
            const pageChunk = chunks.find((chunk) => chunk.isDynamicEntry && chunk.name === rendered.screen.chunk);
            const texts = chunks.find((chunk) => chunk.name === `texts-${rendered.locale}`);
            if (!pageChunk || !texts || !boot || !entry) throw new Error(`no chunk for the ${rendered.screen.chunk} screen or the ${rendered.locale} texts`);
            const needed = staticClosure([entry, boot, pageChunk, texts], bundle);
            // The entry's stylesheets are linked in index.html already.
            const styles = needed.styles.filter((file) => !template.includes(`${base}${file}"`));
            const assets: PageAssets = {
              styles: await Promise.all(styles.map(async (file) => ({ file, css: await readFile(path.join(outDir, file), 'utf8') }))),
            };
            const file = `${SIGN_IN_PAGES_DIR}/${rendered.screen.name}.${rendered.locale}.html`;
            await writeFile(path.join(outDir, file), pageHtml(template, rendered, assets, base));
            (pages[rendered.screen.path] ??= {})[rendered.locale] = file;
          }
          await writeFile(path.join(outDir, SIGN_IN_PAGES_DIR, PAGES_INDEX), `${JSON.stringify(pages, null, 2)}\n`);
        } finally {
          await server.close();
        }
      },
    },
  };
}
