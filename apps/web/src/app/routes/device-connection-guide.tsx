import { ConnectionGuidePage } from '../../features/devices/components/connection-guide-page.tsx';

export default function DeviceConnectionGuideRoute() {
  return <ConnectionGuidePage />;
}
