import { ParamsPage } from '../../features/params/components/params-page.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['params'];

export default function ParamsManagementRoute() {
  return <ParamsPage />;
}
