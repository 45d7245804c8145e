import type { FirmwareListQuery } from '@vox/contracts';

export const firmwareKeys = {
  all: ['firmware'] as const,
  list: (query: FirmwareListQuery) => [...firmwareKeys.all, 'list', query] as const,
  boardTypes: () => [...firmwareKeys.all, 'board-types'] as const,
};
