import { AddressBookPage } from '../../features/address-book/components/address-book-page.tsx';

export default function AddressBookManagementRoute() {
  return <AddressBookPage />;
}
