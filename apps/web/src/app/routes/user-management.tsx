import { UsersPage } from '../../features/users/components/users-page.tsx';

export default function UserManagementRoute() {
  return <UsersPage />;
}
