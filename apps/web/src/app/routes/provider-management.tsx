import { ProvidersPage } from '../../features/providers/components/providers-page.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['providers'];

export default function ProviderManagementRoute() {
  return <ProvidersPage />;
}
