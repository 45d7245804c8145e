import { DictsPage } from '../../features/dicts/components/dicts-page.tsx';

export default function DictManagementRoute() {
  return <DictsPage />;
}
