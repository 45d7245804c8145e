import { z } from 'zod';
import { pageQuery } from '../common/page.ts';
import { AGENT_NAME_MAX, LANGUAGE_FIELD_MAX, SUMMARY_MEMORY_MAX, SYSTEM_PROMPT_MAX, TTS_ADJUST_MAX, TTS_ADJUST_MIN } from './agent-limits.ts';
import { langCodeInput } from './language-code.ts';

const modelId = z.string().trim().max(64).nullish();
const ttsAdjust = z.coerce.number().int().min(TTS_ADJUST_MIN).max(TTS_ADJUST_MAX).nullish();

/** Upstream's `GET /agent/template/page`: by sort, `agentName` a substring filter. */
export const agentTemplatePageQuery = pageQuery.extend({ agentName: z.string().trim().max(AGENT_NAME_MAX).default('') });
export type AgentTemplatePageQuery = z.infer<typeof agentTemplatePageQuery>;

/**
 * Upstream's `POST` / `PUT /agent/template`: name and prompt required; a model left empty takes the
 * default template's choice. `id` is required on PUT only.
 */
export const agentTemplateInput = z.object({
  id: z.string().min(1).max(64).nullish(),
  agentName: z.string().trim().min(1).max(AGENT_NAME_MAX),
  systemPrompt: z.string().trim().min(1).max(SYSTEM_PROMPT_MAX),
  summaryMemory: z.string().max(SUMMARY_MEMORY_MAX).nullish(),
  asrModelId: modelId,
  vadModelId: modelId,
  llmModelId: modelId,
  vllmModelId: modelId,
  ttsModelId: modelId,
  ttsVoiceId: modelId,
  memModelId: modelId,
  intentModelId: modelId,
  ttsLanguage: z.string().trim().max(50).nullish(),
  ttsVolume: ttsAdjust,
  ttsRate: ttsAdjust,
  ttsPitch: ttsAdjust,
  langCode: langCodeInput,
  language: z.string().trim().max(LANGUAGE_FIELD_MAX).nullish(),
});
export type AgentTemplateInput = z.infer<typeof agentTemplateInput>;

/** `PUT /agent/template/sort`: every template id in the new order; the first becomes the default. */
export const agentTemplateOrderInput = z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(1000) });
export type AgentTemplateOrderInput = z.infer<typeof agentTemplateOrderInput>;
