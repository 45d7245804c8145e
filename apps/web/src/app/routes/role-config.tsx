import { RoleConfigPage } from '../../features/agents/components/role-config-page.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['agents'];

export default function RoleConfigRoute() {
  return <RoleConfigPage />;
}
