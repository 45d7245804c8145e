import { FeatureManagementPage } from '../../features/feature-management/components/feature-management-page.tsx';

export default function FeatureManagementRoute() {
  return <FeatureManagementPage />;
}
