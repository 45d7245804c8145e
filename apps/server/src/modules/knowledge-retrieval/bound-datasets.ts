import type { Selectable } from 'kysely';
import type { DatasetsTable } from '../datasets/index.ts';
import type { DatasetCatalog } from '../datasets/index.ts';
import type { AgentDatasetsRepository } from './agent-datasets.repository.ts';

type DatasetRow = Selectable<DatasetsTable>;

/** The agent's knowledge bases that still exist, in the order they were bound: the binding here, the rows from their owner. */
export async function datasetsOfAgent(bindings: Pick<AgentDatasetsRepository, 'boundIdsOf'>, catalog: Pick<DatasetCatalog, 'byIds'>, agentId: string): Promise<DatasetRow[]> {
  const ids = await bindings.boundIdsOf(agentId);
  const rows = new Map((await catalog.byIds(ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => rows.get(id) ?? []);
}
