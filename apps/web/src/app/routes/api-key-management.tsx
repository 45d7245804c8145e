import { ApiKeysPage } from '../../features/api-keys/components/api-keys-page.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['apiKeys'];

export default function ApiKeyManagementRoute() {
  return <ApiKeysPage />;
}
