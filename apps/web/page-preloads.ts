import type { Plugin, Rolldown } from 'vite';

type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

export const chunksOf = (bundle: Rolldown.OutputBundle) =>
  Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');

/** The chunk of a lazily imported module, e.g. 'src/app/boot.tsx'. */
export const dynamicChunkOf = (bundle: Rolldown.OutputBundle, module: string) =>
  chunksOf(bundle).find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`));

/** Chunks and the chunks they import statically, and the stylesheets of all of them: what they need to run. */
export function staticClosure(starts: Chunk[], bundle: Rolldown.OutputBundle): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const queue = [...starts];
  for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
    if (scripts.has(chunk.fileName)) continue;
    scripts.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') queue.push(imported);
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** The app's first chunks after the entry: boot (src/main.tsx imports it after the first paint) and the console's start. */
export const BOOT_MODULE = 'src/app/boot.tsx';
const CONSOLE_START_MODULE = 'src/app/start-console.tsx';

/**
 * index.html preloads what the entry imports lazily at once, so starting after the first paint costs no round trip.
 * The prerendered sign-in pages drop them, and load the entry async, so their first frame waits for no script
 * (prerender-sign-in.ts).
 */
export function preloadBoot(): Plugin {
  return {
    name: 'vox:preload-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const starts = [dynamicChunkOf(bundle, BOOT_MODULE), dynamicChunkOf(bundle, CONSOLE_START_MODULE)].filter((chunk) => chunk !== undefined);
        if (starts.length < 2) throw new Error(`no chunk for ${BOOT_MODULE} or ${CONSOLE_START_MODULE}`);
        return staticClosure(starts, bundle)
          .scripts.filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}
