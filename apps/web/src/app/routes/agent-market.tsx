import { NotAvailable } from '../../components/not-available.tsx';

export default function AgentMarketRoute() {
  return <NotAvailable />;
}
