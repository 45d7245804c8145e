import { FeatureManagementPage } from '../../features/feature-management/components/feature-management-page.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['features'];

export default function FeatureManagementRoute() {
  return <FeatureManagementPage />;
}
