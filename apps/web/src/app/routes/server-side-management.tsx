import { NotAvailable } from '../../components/not-available.tsx';

export default function ServerSideManagementRoute() {
  return <NotAvailable />;
}
