import { serverModule } from '../module.ts';
import { auditRoutes } from './audit.routes.ts';
import { AuditLogsRepository } from './audit-logs.repository.ts';

export const auditModule = serverModule({
  name: 'audit',
  routes: [auditRoutes],
  repositories: (db) => ({
    auditLogs: new AuditLogsRepository(db),
  }),
});
