import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { existsSync, readdirSync } from 'node:fs';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const web = 'apps/web/src';
const serverModules = 'apps/server/src/modules';
const dirsOf = (root) => (existsSync(root) ? readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name) : []);

/** Server modules reach each other only through the other module's index.ts (its public face). */
const serverZones = dirsOf(serverModules).flatMap((module) =>
  dirsOf(serverModules)
    .filter((other) => other !== module)
    .map((other) => ({
      target: `${serverModules}/${module}`,
      from: `${serverModules}/${other}`,
      except: ['./index.ts'],
      message: `modules use ${other} only through ${other}/index.ts`,
    })),
);

/** Web layering (DESIGN.md §4): app → features → shared; features never import each other. */
const webZones = [
  ...(existsSync(`${web}/features`) ? readdirSync(`${web}/features`) : []).map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'features must not import other features',
  })),
  { target: `${web}/features`, from: `${web}/app`, message: 'features must not import the app layer' },
  ...['components', 'hooks', 'lib', 'stores', 'config'].map((shared) => ({
    target: `${web}/${shared}`,
    from: [`${web}/features`, `${web}/app`],
    message: 'shared code must not import features or the app layer',
  })),
  { target: 'apps/web', from: 'apps/server', message: 'the web app reaches the server only over HTTP' },
  { target: 'apps/server', from: 'apps/web', message: 'the server must not import web code' },
  { target: 'packages/contracts', from: ['apps'], message: 'contracts stand alone' },
  {
    target: 'apps/server/src/lib',
    from: ['apps/server/src/plugins', 'apps/server/src/modules'],
    message: 'lib holds leaf helpers: what they need from plugins or modules the app hands them at start-up (e.g. app.routeHooks)',
  },
  {
    target: 'apps/server/src/db/migrations',
    from: 'apps/server/src/modules',
    message: 'migrations are frozen: they carry their own data (db/migrations/data) and import no module code',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.vitest-results/**', 'screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...webZones, ...serverZones] }],
      'import-x/no-cycle': ['error', { maxDepth: 8 }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      complexity: ['error', 15],
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { paths: [{ name: '@ant-design/icons', message: 'import icons from components/icons.tsx: they are hidden from screen readers there' }] }],
    },
  },
  { files: [`${web}/components/icons.tsx`], rules: { 'no-restricted-imports': 'off' } },
  {
    // One failure policy (docs/architecture.md, "Failures and cache updates on the web"): a failed request is shown
    // by the query client from the query's or mutation's meta.errorText, or by the screen itself (a field error, an
    // inline alert) with meta shownByScreen. message.error stays for what the browser finds before sending (a file's
    // type or size) and for local failures (the Cache API); modal.error has no place in the policy, so none is left.
    files: [`${web}/features/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name=/^(message|modal|notify)$/][callee.property.name='error'] CallExpression[callee.name='failureText']",
          message: "a request's failure is shown by the query client: give the query or mutation meta.errorText instead of toasting failureText(...)",
        },
        {
          selector: "CallExpression[callee.object.name='modal'][callee.property.name='error']",
          message: 'failures are not shown in a dialog: meta.errorText for a toast from the query client, or shownByScreen and an inline alert',
        },
        {
          selector: "Property[key.name='onError'] CallExpression[callee.object.name=/^(message|notify)$/][callee.property.name='error']",
          message: "a mutation's failure is shown by the query client: give it meta.errorText instead of toasting in onError",
        },
        {
          selector: "CallExpression[callee.property.name='catch'] > :function CallExpression[callee.object.name=/^(message|notify)$/][callee.property.name='error']",
          message: 'a failed request is shown by the query client (meta.errorText), or by reportFailure for a call outside a query',
        },
        {
          selector: "Property[key.name='meta'] Property[key.name='silent']",
          message: 'use shownByScreen from lib/query-client.ts: the one "the screen shows this failure" meta',
        },
      ],
    },
  },
);
