import { ErrorCode, llmTestMessages, textFor, type AppLocale, type V1ModelTestResult } from '@vox/contracts';
import type { ChatOutcome, LlmClient } from '../../integrations/llm/llm-client.ts';
import { checkOutboundUrl } from '../../integrations/net/url-guard.ts';
import { AppError } from '../../lib/app-error.ts';
import { parseJsonObject } from '../../lib/json.ts';
import { RESOURCE } from '../../lib/resource-names.ts';
import type { ParamsService } from '../params/index.ts';
import type { Repositories } from '../repositories.ts';
import type { AuthUser } from '../sessions/index.ts';

/** The repositories it uses, all its module's own. */
type UsedRepositories = Pick<Repositories, 'models'>;

export const DEFAULT_LLM_TEST_TIMEOUT_MS = 20_000;
const PROMPT = 'Reply with one short sentence: are you there?';

export interface ModelTestDeps {
  repos: UsedRepositories;
  params: ParamsService;
  llm: LlmClient;
  timeoutMs: number;
}

const fill = (template: string, ...params: (string | number)[]) => params.reduce<string>((text, param, index) => text.replaceAll(`{${index}}`, String(param)), template);

type Message = (key: keyof typeof llmTestMessages, ...args: (string | number)[]) => V1ModelTestResult;

function failureOf(outcome: Exclude<ChatOutcome, { ok: true }>, timeoutMs: number, message: Message): V1ModelTestResult {
  if (outcome.kind === 'timeout') return message('timeout', timeoutMs / 1000);
  if (outcome.kind === 'httpError') return message('httpError', outcome.status, outcome.detail);
  if (outcome.kind === 'network') return message('network', outcome.detail);
  return message('badResponse');
}

/** `POST /v1/models/{id}/test`: one chat completion, by the model's owner or an administrator. */
export class ModelTestService {
  readonly #deps: ModelTestDeps;

  constructor(deps: ModelTestDeps) {
    this.#deps = deps;
  }

  async test(user: AuthUser, id: string, locale: AppLocale): Promise<V1ModelTestResult> {
    const { repos, params, llm, timeoutMs } = this.#deps;
    const row = await repos.models.findConfig(id);
    const visible = row && (row.owner_id === user.id || user.superAdmin === 1);
    if (!row || !visible) throw new AppError(ErrorCode.NOT_FOUND, [RESOURCE.model]);
    const message: Message = (key, ...args) => ({ ok: false, error: fill(textFor(llmTestMessages[key], locale), ...args) });
    const config = parseJsonObject(row.config_json);
    if (row.model_type !== 'LLM' || config.type !== 'openai') return message('unsupported');
    const baseUrl = typeof config.base_url === 'string' ? config.base_url : '';
    // Administrators' public configs are trusted (local Ollama/LM Studio are normal); user URLs are guarded.
    const allowPrivate = row.owner_id === null || (await params.flag('server.allow_private_urls'));
    const checked = await checkOutboundUrl(baseUrl, allowPrivate);
    if (!checked.ok) return checked.reason === 'privateAddress' ? message('privateAddress', checked.host ?? '') : message('badUrl');
    const outcome = await llm.chat({
      baseUrl: checked.url.toString(),
      apiKey: typeof config.api_key === 'string' ? config.api_key : '',
      model: typeof config.model_name === 'string' ? config.model_name : '',
      prompt: PROMPT,
      timeoutMs,
      allowPrivate,
    });
    return outcome.ok ? { ok: true, reply: outcome.reply, latency_ms: outcome.latencyMs } : failureOf(outcome, timeoutMs, message);
  }
}
