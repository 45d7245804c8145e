import { ModelConfigPage } from '../../features/models/components/model-config-page.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['models'];

export default function ModelConfigRoute() {
  return <ModelConfigPage />;
}
