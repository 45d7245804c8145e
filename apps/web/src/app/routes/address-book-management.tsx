import { AddressBookPage } from '../../features/address-book/components/address-book-page.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['addressBook'];

export default function AddressBookManagementRoute() {
  return <AddressBookPage />;
}
