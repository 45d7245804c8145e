import { SsoAdminPage } from '../../features/sso/components/sso-admin-page.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['sso'];

export default function SsoManagementRoute() {
  return <SsoAdminPage />;
}
