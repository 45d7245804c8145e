import { NotAvailable } from '../../components/not-available.tsx';

export default function VoiceSelectionRoute() {
  return <NotAvailable />;
}
