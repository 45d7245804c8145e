import { RoleConfigPage } from '../../features/agents/components/role-config-page.tsx';

export default function RoleConfigRoute() {
  return <RoleConfigPage />;
}
