import { NotAvailable } from '../../components/not-available.tsx';

export default function VoiceprintListRoute() {
  return <NotAvailable />;
}
