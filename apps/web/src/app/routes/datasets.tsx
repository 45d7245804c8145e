import { NotAvailable } from '../../components/not-available.tsx';

export default function DatasetsRoute() {
  return <NotAvailable />;
}
