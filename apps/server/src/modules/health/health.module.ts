import type { ServerModule } from '../module.ts';
import { healthRoutes } from './health.routes.ts';
import { operationsRoutes } from './operations.routes.ts';
import type { Wiring } from '../wiring.ts';
import type { Health, Readiness } from '@vox/contracts';
import { checkHealth, checkReadiness, pingDatabase, STORAGE_PROBE_KEY, type ReadinessProbe } from './health.service.ts';

declare module '../wiring.ts' {
  interface Services {
    health: () => Promise<Health>;
    readiness: () => Promise<Readiness>;
  }
}

export const healthModule: ServerModule = {
  name: 'health',
  routes: [healthRoutes],
  rootRoutes: [operationsRoutes],
  services: {
    health: (_, { database, options }) => () => checkHealth(database.db, database.kind, options.version),
    readiness: (_, wiring) => () => checkReadiness(readinessProbes(wiring)),
  },
};

/** What /ready checks: the database, file storage, and Redis when configured. */
function readinessProbes({ database, storage, options }: Wiring): ReadinessProbe[] {
  const probes: ReadinessProbe[] = [
    ['database', () => pingDatabase(database.db)],
    ['storage', () => storage('datasets').stat(STORAGE_PROBE_KEY)],
  ];
  const redis = options.redis?.client;
  if (redis) probes.push(['redis', () => (redis.status === 'ready' ? redis.ping() : Promise.reject(new Error(`not connected (${redis.status})`)))]);
  return probes;
}
