import { NotAvailable } from '../../components/not-available.tsx';

export default function DeviceConnectionGuideRoute() {
  return <NotAvailable />;
}
