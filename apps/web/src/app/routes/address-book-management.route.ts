import type { RouteDeclaration } from '../../types/route-handle.ts';

export const addressBookManagement = {
  name: 'AddressBookManagement',
  icon: 'ContactsOutlined',
  path: '/address-book-management',
  titleKey: 'route.addressBookManagement',
  menu: 'main',
  order: 70,
  feature: 'addressBook',
} as const satisfies RouteDeclaration;

declare module '../../config/paths.ts' {
  interface ScreenRoutes {
    addressBookManagement: typeof addressBookManagement;
  }
}
