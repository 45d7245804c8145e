import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ServerModule } from '../module.ts';
import { auditRoutes } from './audit.routes.ts';
import { AuditLogsRepository } from './audit-logs.repository.ts';
import { AuditService } from './audit.service.ts';
import { AUDIT_PURGE_EVERY_SECONDS, AUDIT_PURGE_JOB } from './index.ts';

declare module '../wiring.ts' {
  interface Services {
    audit: AuditService;
  }
}

const auditRepositories = (db: Kysely<Database>) => ({
  auditLogs: new AuditLogsRepository(db),
});

export const auditModule: ServerModule<ReturnType<typeof auditRepositories>> = {
  name: 'audit',
  routes: [auditRoutes],
  repositories: auditRepositories,
  services: {
    audit: ({ params }, { repos, clock, log }) => new AuditService({ repo: repos.auditLogs, params, clock, log }),
  },
  jobs: ({ jobRunner, audit }) => {
    // One purge job for every process sharing the database, in bounded batches.
    jobRunner.register(AUDIT_PURGE_JOB, async () => void (await audit.purgeExpired()), { everySeconds: AUDIT_PURGE_EVERY_SECONDS });
  },
};
