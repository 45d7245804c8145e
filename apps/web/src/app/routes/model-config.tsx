import { ModelConfigPage } from '../../features/models/components/model-config-page.tsx';

export default function ModelConfigRoute() {
  return <ModelConfigPage />;
}
