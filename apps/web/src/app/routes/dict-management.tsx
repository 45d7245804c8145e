import { NotAvailable } from '../../components/not-available.tsx';

export default function DictManagementRoute() {
  return <NotAvailable />;
}
