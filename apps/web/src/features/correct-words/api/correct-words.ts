import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type CorrectWordFileBody, correctWordsEndpoints, type PageQuery } from '@vox/contracts';
import { useTranslation } from 'react-i18next';
import { apiQuery } from '../../../lib/api-query.ts';
import { api } from '../../../lib/http.ts';
import { shownByScreen } from '../../../lib/query-client.ts';

/** GET /correct-word/file/list?page&limit. */
export function useCorrectWordFiles(query: PageQuery) {
  const { t } = useTranslation('correctWords');
  return useQuery({
    ...apiQuery('correct-words', correctWordsEndpoints.getCorrectWordFileList, { query }),
    meta: { errorText: t('error.list') },
    placeholderData: keepPreviousData,
  });
}

/** POST /correct-word/file to add, PUT /correct-word/file/{id} to edit; the dialog shows why a save was refused. */
export function useSaveCorrectWordFile() {
  return useMutation({
    meta: { ...shownByScreen, invalidatesOnSuccess: ['correct-words'] },
    mutationFn: ({ id, body }: { id?: string; body: CorrectWordFileBody }) =>
      id ? api(correctWordsEndpoints.putCorrectWordFile, { params: { id }, body }) : api(correctWordsEndpoints.postCorrectWordFile, { body }),
  });
}

/** DELETE /correct-word/file/{id} for one, POST /correct-word/file/batch-delete for several. */
export function useDeleteCorrectWordFiles() {
  const { t } = useTranslation('correctWords');
  return useMutation({
    meta: { errorText: t('error.delete'), invalidates: ['correct-words'] },
    mutationFn: (ids: readonly string[]) =>
      ids.length === 1 ? api(correctWordsEndpoints.deleteCorrectWordFile, { params: { id: ids[0]! } }) : api(correctWordsEndpoints.postCorrectWordFileBatchDelete, { body: [...ids] }),
  });
}

/** GET /correct-word/file/download/{id}: the text, saved under the file's name. */
export async function downloadCorrectWordFile(id: string, fileName: string): Promise<void> {
  const blob = await api(correctWordsEndpoints.getCorrectWordFileDownload, { params: { id } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = /\.txt$/i.test(fileName) ? fileName : `${fileName}.txt`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
