import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DICT_TYPES, dictsEndpoints, firmwareEndpoints, type FirmwareListQuery } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { apiQuery } from '../../../lib/api-query.ts';

/** GET /otaMag?page&limit&firmwareName&type, newest first. */
export function useFirmwareList(query: FirmwareListQuery) {
  const { t } = useTranslation('firmware');
  return useQuery({
    ...apiQuery('firmware', firmwareEndpoints.getOtaMag, { query }),
    meta: { errorText: t('error.list') },
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
    ...apiQuery('firmware', dictsEndpoints.getAdminDictDataType, { params: { dictType: DICT_TYPES.firmwareType } }),
    meta: { errorText: t('error.boardTypes') },
    staleTime: 5 * 60_000,
  });
}
