import { useQuery } from '@tanstack/react-query';
import { type CorrectWordFileOption, correctWordsEndpoints } from '@vox/contracts';
import type { ApiError } from '../../../lib/api-error.ts';
import { apiQuery } from '../../../lib/api-query.ts';
import { shownByScreen } from '../../../lib/query-client.ts';

/** GET /correct-word/file/select: the caller's word files to pick from, under the key the replacement-words screen refreshes. */
export const useCorrectWordOptions = () =>
  useQuery<CorrectWordFileOption[], ApiError>({
    ...apiQuery('correct-words', correctWordsEndpoints.getCorrectWordFileSelect, {}),
    // The section says itself when the list cannot be read; the rest of the screen still works.
    meta: shownByScreen,
    staleTime: 0,
  });
