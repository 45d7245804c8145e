import { AuditLogPage } from '../../features/audit/components/audit-log-page.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['audit'];

export default function AuditLogRoute() {
  return <AuditLogPage />;
}
