import { ConnectionGuidePage } from '../../features/devices/components/connection-guide-page.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['devices'];

export default function DeviceConnectionGuideRoute() {
  return <ConnectionGuidePage />;
}
