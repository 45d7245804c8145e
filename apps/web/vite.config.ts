import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { serviceWorker } from './service-worker.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const CONTRACTS_SOURCE = /[\\/]packages[\\/]contracts[\\/]src[\\/]/;
/** `export const name = f(…)` / `const name: T = a.b(…)` at the start of a line. */
const TOP_LEVEL_CALL_INIT = /^((?:export )?const \w+(?:: [^=\n]+)? = )(?=[\w.]+\()/gm;
/** Every zod builder chain (`z.object(…)`, `z.coerce.number()…`), including those nested in arguments. */
const ZOD_CHAIN = /(?<![\w.$])(?=z\.)/g;
const REACT_RUNTIME =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|zustand|use-sync-external-store|@tanstack[\\/][^\\/]+)[\\/]/;
const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:8002';

/**
 * @vox/contracts is declarations only, but its zod schemas are built by top-level calls that a bundler must assume
 * have side effects. Marking those initialisers pure lets unused schemas, and zod with them, drop out of the login
 * chunk when a screen only needs a constant or a helper from the package.
 */
function pureContractDeclarations(): Plugin {
  return {
    name: 'vox:pure-contract-declarations',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACTS_SOURCE.test(id)) return null;
      const pure = code.replace(ZOD_CHAIN, '/* @__PURE__ */ ').replace(TOP_LEVEL_CALL_INIT, '$1/* @__PURE__ */ ');
      return { code: pure, map: null };
    },
  };
}

export default defineConfig({
  root,
  base: '/',
  plugins: [pureContractDeclarations(), react(), serviceWorker()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // SPEC §9: the bundle public path is /dist/, so every asset is served from /dist/…
    assetsDir: 'dist',
    rolldownOptions: {
      treeshake: {
        // @vox/contracts is pure declarations; without this hint one imported constant drags all of zod into the
        // login chunk. Returning undefined keeps the default (package.json "sideEffects") for everything else.
        moduleSideEffects: (id) => (CONTRACTS_SOURCE.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          // The runtime every screen needs, in one long-cached file with a name that says what it is.
          groups: [{ name: 'vendor-react', test: REACT_RUNTIME }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/xiaozhi': { target: apiTarget, changeOrigin: true },
      '/v1': { target: apiTarget, changeOrigin: true },
    },
  },
});
