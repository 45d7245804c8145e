import { DatasetsPage } from '../../features/datasets/components/datasets-page.tsx';

export default function DatasetsRoute() {
  return <DatasetsPage />;
}
