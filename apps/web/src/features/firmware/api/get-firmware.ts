import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DICT_TYPES, dictsEndpoints, firmwareEndpoints, type FirmwareListQuery } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/http.ts';
import { firmwareKeys } from './firmware-keys.ts';

/** GET /otaMag?page&limit&firmwareName&type, newest first. */
export function useFirmwareList(query: FirmwareListQuery) {
  const { t } = useTranslation('firmware');
  return useQuery({
    meta: { errorText: t('error.list') },
    queryKey: firmwareKeys.list(query),
    queryFn: () => api(firmwareEndpoints.getOtaMag, { query }),
    placeholderData: keepPreviousData,
  });
}

export interface BoardType {
  name: string;
  key: string;
}

/** The FIRMWARE_TYPE dictionary: board names (labels) by value. */
export function useBoardTypes() {
  const { t } = useTranslation('firmware');
  return useQuery({
    meta: { errorText: t('error.boardTypes') },
    queryKey: firmwareKeys.boardTypes(),
    queryFn: () => api(dictsEndpoints.getAdminDictDataType, { params: { dictType: DICT_TYPES.firmwareType } }),
    staleTime: 5 * 60_000,
  });
}
