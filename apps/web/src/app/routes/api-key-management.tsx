import { ApiKeysPage } from '../../features/api-keys/components/api-keys-page.tsx';

export default function ApiKeyManagementRoute() {
  return <ApiKeysPage />;
}
