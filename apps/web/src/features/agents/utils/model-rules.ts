import { FUNCTION_CALL_LLM_TYPES, MEMORY_NONE_ID } from '@vox/contracts';

/** Seeded model config ids the form's rules refer to. */
export const INTENT_FUNCTION_CALL_ID = 'Intent_function_call';
export const MEMORY_LOCAL_SHORT_ID = 'Memory_mem_local_short';
const MEMORIES_WITHOUT_SUMMARY: ReadonlySet<string> = new Set([MEMORY_NONE_ID, 'Memory_mem_report_only']);

/** Function-call intent needs an LLM that can call functions (server error 10079). */
export const canCallFunctions = (llmType: string | undefined) =>
  llmType !== undefined && (FUNCTION_CALL_LLM_TYPES as readonly string[]).includes(llmType);

/** Only the local short-term memory keeps a summary a person may edit. */
export const summaryEditable = (memModelId: string | null) => memModelId === MEMORY_LOCAL_SHORT_ID;

export const keepsSummary = (memModelId: string | null) => !memModelId || !MEMORIES_WITHOUT_SUMMARY.has(memModelId);

/** No memory records nothing; turning memory on from none records text and audio, as upstream and the server do. */
export function chatHistoryFor(previousMemory: string | null, nextMemory: string | null, previous: number): number {
  if (nextMemory === MEMORY_NONE_ID) return 0;
  return previousMemory === MEMORY_NONE_ID ? 2 : previous;
}

/** Voice languages come as one string per voice, split on Chinese and Latin separators. */
export const splitLanguages = (languages: string | null) =>
  (languages ?? '').split(/[、；;,，]/).map((item) => item.trim()).filter(Boolean);
