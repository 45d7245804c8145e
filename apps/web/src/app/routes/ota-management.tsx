import { NotAvailable } from '../../components/not-available.tsx';

export default function OtaManagementRoute() {
  return <NotAvailable />;
}
