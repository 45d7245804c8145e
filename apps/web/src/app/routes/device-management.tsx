import { NotAvailable } from '../../components/not-available.tsx';

export default function DeviceManagementRoute() {
  return <NotAvailable />;
}
