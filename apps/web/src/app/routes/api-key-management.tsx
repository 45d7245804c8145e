import { NotAvailable } from '../../components/not-available.tsx';

export default function ApiKeyManagementRoute() {
  return <NotAvailable />;
}
