import { DatasetsPage } from '../../features/datasets/components/datasets-page.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['datasets'];

export default function DatasetsRoute() {
  return <DatasetsPage />;
}
