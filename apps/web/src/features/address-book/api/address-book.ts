import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addressBookEndpoints, type AddressBookEntry, type AddressBookEntryUpdate } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { apiQuery } from '../../../lib/api-query.ts';
import { api } from '../../../lib/http.ts';
import { shownByScreen } from '../../../lib/query-client.ts';
import { queryKeyOf } from '../../../lib/query-keys.ts';

/** The key of one device's entries, which every save and delete changes. */
const entriesKey = (mac: string) => queryKeyOf('address-book', addressBookEndpoints.getDeviceAddressBook, { params: { mac } });
const changesEntries = ({ mac }: { mac: string }) => [entriesKey(mac)];

/** GET /device/address-book/devices: the user's devices with their agents. */
export function useAddressBookDevices() {
  const { t } = useTranslation('addressBook');
  return useQuery({
    ...apiQuery('address-book', addressBookEndpoints.getDeviceAddressBookDevices, {}),
    meta: { errorText: t('error.devices') },
  });
}

/** GET /device/address-book/{mac}: one device's entries. */
export function useAddressBook(mac: string | undefined) {
  const { t } = useTranslation('addressBook');
  return useQuery({
    meta: { errorText: t('error.list') },
    queryKey: entriesKey(mac ?? ''),
    queryFn: () => api(addressBookEndpoints.getDeviceAddressBook, { params: { mac: mac! } }),
    enabled: Boolean(mac),
  });
}

export interface SaveEntry {
  mac: string;
  targetMac: string;
  body: AddressBookEntryUpdate;
  /** Editing an existing entry (PUT) rather than adding one (POST). */
  existing: boolean;
}

/** POST /device/address-book/{mac} to add, PUT …/{mac}/{targetMac} to change; `silent`: the caller shows the refusal. */
export function useSaveAddressBookEntry({ silent }: { silent: boolean }) {
  const { t } = useTranslation('addressBook');
  const queryClient = useQueryClient();
  return useMutation({
    meta: { ...(silent ? shownByScreen : { errorText: t('error.save') }), invalidates: changesEntries },
    mutationFn: ({ mac, targetMac, body, existing }: SaveEntry): Promise<AddressBookEntry> =>
      existing
        ? api(addressBookEndpoints.putDeviceAddressBook, { params: { mac, targetMac }, body })
        : api(addressBookEndpoints.postDeviceAddressBook, { params: { mac }, body: { targetMac, ...body } }),
    // The saved entry shows at once (a permission switch must not flip back while the list reloads).
    onSuccess: (entry, { mac }) =>
      queryClient.setQueryData<AddressBookEntry[]>(entriesKey(mac), (list) => list?.map((row) => (row.targetMac === entry.targetMac ? entry : row))),
  });
}

/** DELETE /device/address-book/{mac}/{targetMac}. */
export function useDeleteAddressBookEntry() {
  const { t } = useTranslation('addressBook');
  return useMutation({
    meta: { errorText: t('error.delete'), invalidates: changesEntries },
    mutationFn: ({ mac, targetMac }: { mac: string; targetMac: string }) => api(addressBookEndpoints.deleteDeviceAddressBook, { params: { mac, targetMac } }),
  });
}
