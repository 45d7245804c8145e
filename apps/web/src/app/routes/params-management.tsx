import { ParamsPage } from '../../features/params/components/params-page.tsx';

export default function ParamsManagementRoute() {
  return <ParamsPage />;
}
