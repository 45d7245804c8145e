import { NotAvailable } from '../../components/not-available.tsx';

export default function LlmEditRoute() {
  return <NotAvailable />;
}
