/** Model type constants; no schemas here, so importing one costs nothing. */

/** `ai_model_config.model_type` values as upstream stores them, capitalised (its web sends lowercase). */
export const MODEL_TYPES = ['VAD', 'ASR', 'LLM', 'VLLM', 'TTS', 'Memory', 'Intent', 'RAG', 'Plugin', 'Embedding'] as const;
export type ModelType = (typeof MODEL_TYPES)[number];

/** LLM types that can drive function-call intent (upstream refuses others with 10079). */
export const FUNCTION_CALL_LLM_TYPES = ['openai', 'ollama'] as const;
