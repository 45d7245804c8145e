/** Model type constants; no schemas here, so importing one costs nothing. */

/** `ai_model_config.model_type` values as stored (upstream.md §6, §11 quirk 1). */
export const MODEL_TYPES = ['VAD', 'ASR', 'LLM', 'VLLM', 'TTS', 'Memory', 'Intent', 'RAG', 'Plugin', 'Embedding'] as const;
export type ModelType = (typeof MODEL_TYPES)[number];

/** LLM types that can drive function-call intent (upstream.md §2.5, error 10079). */
export const FUNCTION_CALL_LLM_TYPES = ['openai', 'ollama'] as const;
