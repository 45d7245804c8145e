import { useQuery } from '@tanstack/react-query';
import { devicesEndpoints } from '@vox/contracts';
import { useMemo } from 'react';
import { apiQuery } from '../../../lib/api-query.ts';

/** GET /device/board-types: the FIRMWARE_TYPE dictionary, as the OTA screen names boards. */
export function useBoardTypes() {
  const query = useQuery({ ...apiQuery('devices', devicesEndpoints.getDeviceBoardTypes, {}), staleTime: 5 * 60_000 });
  const boards = useMemo(() => query.data ?? [], [query.data]);
  const labels = useMemo(() => new Map(boards.map((board) => [board.key, board.name])), [boards]);
  /** A board code's dictionary label; a board the dictionary does not know shows as its code. */
  const boardLabel = (code: string | null) => (code ? (labels.get(code) ?? code) : code);
  return { boards, boardLabel };
}
