import { DatasetDetailPage } from '../../features/datasets/components/dataset-detail-page.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['datasets'];

export default function DatasetDetailRoute() {
  return <DatasetDetailPage />;
}
