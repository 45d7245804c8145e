/** What other modules may use of memories; every other file here is internal (lint enforces it). */
export { MemoriesService } from './memories.service.ts';
export { MemoryRuntime, MEMORY_INFER_JOB, renderRecall } from './memory-runtime.ts';
export { purgeMemoriesOfAgents } from './memories-purge.ts';
export { ensureMemoryOfAgent } from './agent-memory.ts';
