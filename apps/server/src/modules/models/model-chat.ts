import type { ChatOutcome, LlmClient } from '../../integrations/llm/llm-client.ts';
import { checkOutboundUrl } from '../../integrations/net/url-guard.ts';
import { parseJsonObject } from '../../lib/json.ts';
import type { ParamsService } from '../params/index.ts';
import type { ModelCatalog } from './model-catalog.ts';

export interface ModelChatDeps {
  models: Pick<ModelCatalog, 'findConfig'>;
  params: ParamsService;
  llm: LlmClient;
  timeoutMs: number;
}

export interface ModelChatOptions {
  temperature: number;
  maxTokens: number;
  replyLimit?: number;
}

/** Why no reply came: no LLM config among the candidates, an unusable base_url, or the call itself failed. */
export type ModelChatResult = { ok: true; reply: string } | { ok: false; reason: 'noModel' | 'badUrl' | 'failed'; detail: string };

const describe = (outcome: Exclude<ChatOutcome, { ok: true }>) =>
  outcome.kind === 'httpError' ? `HTTP ${outcome.status} ${outcome.detail}` : `${outcome.kind} ${outcome.detail}`.trim();

/** LLM types whose wire protocol is OpenAI's chat completions; Ollama and Xinference serve it under `/v1`. */
const OPENAI_WIRE_TYPES: Readonly<Record<string, string>> = { openai: '', ollama: '/v1', xinference: '/v1' };

/** Where and how to call an LLM config, or why it cannot be called from the console. */
export type LlmEndpoint =
  | { ok: true; id: string; type: string; baseUrl: string; apiKey: string; model: string; allowPrivate: boolean }
  | { ok: false; id: string | null; type: string | null; reason: 'noModel' | 'unsupported' | 'badUrl'; detail: string };

/**
 * The call settings of an LLM config. As the model test: administrators' public configs are trusted, users' own are
 * guarded unless server.allow_private_urls allows. `unsupported` for types that speak another protocol (Dify, Coze…).
 */
export async function llmEndpoint(deps: Pick<ModelChatDeps, 'models' | 'params'>, id: string | null | undefined): Promise<LlmEndpoint> {
  const row = id ? await deps.models.findConfig(id) : undefined;
  if (!row || row.model_type !== 'LLM') return { ok: false, id: id ?? null, type: null, reason: 'noModel', detail: `no LLM ${id ?? ''}`.trim() };
  const config = parseJsonObject(row.config_json);
  const text = (key: string) => (typeof config[key] === 'string' ? config[key] : '');
  const type = text('type') || 'openai';
  const suffix = OPENAI_WIRE_TYPES[type];
  if (suffix === undefined) return { ok: false, id: row.id, type, reason: 'unsupported', detail: type };
  const configured = text('base_url').replace(/\/+$/, '');
  const baseUrl = suffix && configured && !configured.endsWith(suffix) ? `${configured}${suffix}` : configured;
  const allowPrivate = row.owner_id === null || (await deps.params.flag('server.allow_private_urls'));
  const checked = await checkOutboundUrl(baseUrl, allowPrivate);
  if (!checked.ok) return { ok: false, id: row.id, type, reason: 'badUrl', detail: `LLM ${row.id} has no usable base_url (${checked.reason})` };
  return {
    ok: true,
    id: row.id,
    type,
    baseUrl: checked.url.toString(),
    apiKey: text('api_key'),
    model: text('model_name'),
    allowPrivate,
  };
}

/**
 * One prompt to the first configured LLM among `candidates` (model config ids, nulls skipped). As the model test:
 * administrators' public configs are trusted, users' own are guarded unless server.allow_private_urls allows.
 */
export async function chatWithModel(deps: ModelChatDeps, candidates: readonly (string | null | undefined)[], prompt: string, options: ModelChatOptions): Promise<ModelChatResult> {
  const id = candidates.find((candidate): candidate is string => Boolean(candidate));
  const row = id ? await deps.models.findConfig(id) : undefined;
  if (!row || row.model_type !== 'LLM') return { ok: false, reason: 'noModel', detail: `no LLM among ${candidates.filter(Boolean).join(', ') || 'none'}` };
  const config = parseJsonObject(row.config_json);
  const baseUrl = typeof config.base_url === 'string' ? config.base_url : '';
  const allowPrivate = row.owner_id === null || (await deps.params.flag('server.allow_private_urls'));
  const checked = await checkOutboundUrl(baseUrl, allowPrivate);
  if (!checked.ok) return { ok: false, reason: 'badUrl', detail: `LLM ${row.id} has no usable base_url (${checked.reason})` };
  const outcome = await deps.llm.chat({
    baseUrl: checked.url.toString(),
    apiKey: typeof config.api_key === 'string' ? config.api_key : '',
    model: typeof config.model_name === 'string' ? config.model_name : '',
    prompt,
    temperature: options.temperature,
    maxTokens: options.maxTokens,
    timeoutMs: deps.timeoutMs,
    allowPrivate,
    ...(options.replyLimit ? { replyLimit: options.replyLimit } : {}),
  });
  if (!outcome.ok) return { ok: false, reason: 'failed', detail: `LLM ${row.id} failed: ${describe(outcome)}` };
  return { ok: true, reply: outcome.reply };
}
