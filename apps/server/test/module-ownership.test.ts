import { describe, expect, it } from 'vitest';
import { crossModuleRepositoryUses, wholeBagTakers } from '../../../scripts/module-ownership.ts';

// A module's repositories are named only by its own files; another module asks through the owner's index.ts. What is
// listed here has not moved yet: remove a line (or lower its count) once its uses are gone, never add one.
const CROSS_MODULE_USES_LEFT: Record<string, number> = {
  'agents/agent-datasets.ts: agents → datasets (datasets)': 1,
  'agents/agent-snapshots.service.ts: agents → correct-words (agentCorrectWordFiles)': 1,
  'agents/agent-snapshots.service.ts: agents → correct-words (correctWordFiles)': 1,
  'agents/agent-snapshots.service.ts: agents → datasets (datasets)': 1,
  'agents/agent-snapshots.service.ts: agents → knowledge-retrieval (agentDatasets)': 1,
  'agents/agent-snapshots.service.ts: agents → knowledge-retrieval (agentRetrievalKeys)': 1,
  'agents/agent-versions.ts: agents → correct-words (agentCorrectWordFiles)': 1,
  'agents/agent-versions.ts: agents → knowledge-retrieval (agentDatasets)': 1,
  'agents/agents.service.ts: agents → correct-words (agentCorrectWordFiles)': 3,
  'agents/agents.service.ts: agents → knowledge-retrieval (agentDatasets)': 3,
  'agents/agents.service.ts: agents → knowledge-retrieval (agentRetrievalKeys)': 1,
  'agents/agents.service.ts: agents → memories (memories)': 1,
};
const WHOLE_BAG_TAKERS_LEFT = [
  'agents/agents.service.ts',
];

const inModules = (line: string) => line.replace('apps/server/src/modules/', '');

describe('module ownership', () => {
  it('a module names only its own repositories', () => {
    const counts: Record<string, number> = {};
    for (const use of crossModuleRepositoryUses().map(inModules)) counts[use] = (counts[use] ?? 0) + 1;
    expect(counts).toEqual(CROSS_MODULE_USES_LEFT);
  });

  it('no module code takes the whole repository bag', () => {
    const files = [...new Set(wholeBagTakers().map((line) => inModules(line).replace(/:\d+$/, '')))].sort();
    expect(files).toEqual(WHOLE_BAG_TAKERS_LEFT);
  });
});
