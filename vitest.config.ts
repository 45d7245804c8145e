import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
/**
 * Web and server test files share their worker's module graph instead of each loading the app anew: loading it took
 * more time than the server's tests ran. Each server test builds its own app and database; each web file starts from
 * a fresh page's state (testing/setup.ts).
 */
const shareModules = { isolate: false };
/**
 * A test that waits on nothing outside finishes in well under a second here; on a loaded CI machine the same test has
 * taken over 5 s (vitest's default). A hang still fails, after 20 s.
 */
const loadedMachineTimeouts = { testTimeout: 20_000, hookTimeout: 30_000 };

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['packages/**/src/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          ...shareModules,
          ...loadedMachineTimeouts,
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'server-sqlite',
          include: serverTests,
          ...shareModules,
          ...loadedMachineTimeouts,
          env: { DB_DRIVER: 'sqlite', BCRYPT_COST: '4' },
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: serverTests,
          ...shareModules,
          ...loadedMachineTimeouts,
          env: {
            DB_DRIVER: 'postgres',
            BCRYPT_COST: '4',
            TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/specs/**/*.spec.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A browser test's waits are real time: on a loaded CI machine a click can land while a dialog still slides
          // in. One more try keeps such a miss from failing the run; the report marks a test that needed it, and a
          // test that fails twice still fails.
          retry: 1,
        },
      },
    ],
  },
});
