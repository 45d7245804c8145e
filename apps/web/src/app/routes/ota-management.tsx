import { FirmwarePage } from '../../features/firmware/components/firmware-page.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['firmware'];

export default function OtaManagementRoute() {
  return <FirmwarePage />;
}
