import { NotAvailable } from '../../components/not-available.tsx';

export default function VoiceCloneTrainRoute() {
  return <NotAvailable />;
}
