import { AuditLogPage } from '../../features/audit/components/audit-log-page.tsx';

export default function AuditLogRoute() {
  return <AuditLogPage />;
}
