import { ProvidersPage } from '../../features/providers/components/providers-page.tsx';

export default function ProviderManagementRoute() {
  return <ProvidersPage />;
}
