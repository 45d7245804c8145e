import { MODEL_TYPES, type ModelType } from '@vox/contracts';

const BY_LOWER = new Map<string, ModelType>(MODEL_TYPES.map((type) => [type.toLowerCase(), type]));

/**
 * The stored spelling of a model type, whatever case the caller used (upstream matched these
 * only through MySQL's collation). The small LLM picks from the LLMs.
 */
export function canonicalModelType(type: string): ModelType | undefined {
  const lower = type.trim().toLowerCase();
  return lower === 'slm' ? 'LLM' : BY_LOWER.get(lower);
}
