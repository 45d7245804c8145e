import { NotAvailable } from '../../components/not-available.tsx';

export default function ProviderManagementRoute() {
  return <NotAvailable />;
}
