import { QueryClient } from '@tanstack/react-query';
import { datasetsEndpoints } from '@vox/contracts';
import { describe, expect, it } from 'vitest';
import { queryKeyOf } from './query-keys.ts';

const segments = datasetsEndpoints.getV1DatasetsDocumentsSegments;

describe('query keys from endpoint declarations', () => {
  it('are the feature root, the method and path, the params and the query', () => {
    expect(queryKeyOf('datasets', segments, { params: { id: 'd1', docId: 'x' }, query: { page: 1 } })).toEqual([
      'datasets',
      `GET ${segments.path}`,
      { id: 'd1', docId: 'x' },
      { page: 1 },
    ]);
  });

  it('name every query of the endpoint that agrees on the fields given', () => {
    const client = new QueryClient();
    const page = (docId: string, page: number) => queryKeyOf('datasets', segments, { params: { id: 'd1', docId }, query: { page } });
    for (const key of [page('x', 1), page('x', 2), page('y', 1)]) client.setQueryData(key, []);
    const found = (key: readonly unknown[]) => client.getQueryCache().findAll({ queryKey: key }).length;
    expect(found(queryKeyOf('datasets', segments))).toBe(3);
    expect(found(queryKeyOf('datasets', segments, { params: { docId: 'x' } }))).toBe(2);
    expect(found(queryKeyOf('agents', segments))).toBe(0);
  });
});
