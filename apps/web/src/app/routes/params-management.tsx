import { NotAvailable } from '../../components/not-available.tsx';

export default function ParamsManagementRoute() {
  return <NotAvailable />;
}
