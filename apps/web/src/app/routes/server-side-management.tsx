import { DeviceServersPage } from '../../features/device-servers/components/device-servers-page.tsx';

export default function ServerSideManagementRoute() {
  return <DeviceServersPage />;
}
