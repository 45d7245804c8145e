import type { FirmwareListQuery } from '@vox/contracts';
import { QUERY_ROOTS } from '../../../lib/query-keys.ts';

export const firmwareKeys = {
  all: [QUERY_ROOTS.firmware] as const,
  list: (query: FirmwareListQuery) => [...firmwareKeys.all, 'list', query] as const,
  boardTypes: () => [...firmwareKeys.all, 'board-types'] as const,
};
