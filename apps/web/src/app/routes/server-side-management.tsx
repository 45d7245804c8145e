import { DeviceServersPage } from '../../features/device-servers/components/device-servers-page.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['deviceServers'];

export default function ServerSideManagementRoute() {
  return <DeviceServersPage />;
}
