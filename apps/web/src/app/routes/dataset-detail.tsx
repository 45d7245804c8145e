import { DatasetDetailPage } from '../../features/datasets/components/dataset-detail-page.tsx';

export default function DatasetDetailRoute() {
  return <DatasetDetailPage />;
}
