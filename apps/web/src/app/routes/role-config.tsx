import { NotAvailable } from '../../components/not-available.tsx';

export default function RoleConfigRoute() {
  return <NotAvailable />;
}
