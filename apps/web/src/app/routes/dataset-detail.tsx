import { NotAvailable } from '../../components/not-available.tsx';

export default function DatasetDetailRoute() {
  return <NotAvailable />;
}
