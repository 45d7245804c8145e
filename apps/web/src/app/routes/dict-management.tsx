import { DictsPage } from '../../features/dicts/components/dicts-page.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['dicts'];

export default function DictManagementRoute() {
  return <DictsPage />;
}
