import { NotAvailable } from '../../components/not-available.tsx';

export default function ModelConfigRoute() {
  return <NotAvailable />;
}
