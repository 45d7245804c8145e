import { NotAvailable } from '../../components/not-available.tsx';

export default function VoiceCloneRoute() {
  return <NotAvailable />;
}
