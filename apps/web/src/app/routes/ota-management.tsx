import { FirmwarePage } from '../../features/firmware/components/firmware-page.tsx';

export default function OtaManagementRoute() {
  return <FirmwarePage />;
}
