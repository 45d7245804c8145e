import { NotAvailable } from '../../components/not-available.tsx';

export default function McpRoute() {
  return <NotAvailable />;
}
