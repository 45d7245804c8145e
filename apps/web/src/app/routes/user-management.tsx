import { UsersPage } from '../../features/users/components/users-page.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['users'];

export default function UserManagementRoute() {
  return <UsersPage />;
}
