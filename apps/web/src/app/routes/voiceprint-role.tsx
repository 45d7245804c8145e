import { NotAvailable } from '../../components/not-available.tsx';

export default function VoiceprintRoleRoute() {
  return <NotAvailable />;
}
