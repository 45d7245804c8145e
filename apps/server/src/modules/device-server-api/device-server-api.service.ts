import { ASSISTANT_NAME_PLACEHOLDER, ErrorCode, INTENT_NONE_ID, normalizeMac, type AgentModelsInput, type DeviceServerConfig } from '@vox/contracts';
import { AppError } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { effectiveChatHistoryConf } from '../agents/index.ts';
import type { AgentDirectory, AgentRow } from '../agents/index.ts';
import type { KeyValueStore } from '../../integrations/kv/kv-store.ts';
import type { ActivationCodes, DeviceDirectory, DeviceRow } from '../devices/index.ts';
import { tmpRegisterKey } from '../device-servers/index.ts';
import type { FeaturesService } from '../features/index.ts';
import type { ParamsService } from '../params/index.ts';
import type { Repositories } from '../repositories.ts';
import { agentMcpEndpoints } from '../mcp/index.ts';
import { agentMcpEndpointConfig } from '../agent-mcp-access/index.ts';
import type { VoiceprintsService } from '../voiceprints/index.ts';
import { addModuleConfigs, type VoiceSettings } from './module-config.ts';
import { paramTree } from './param-tree.ts';
import type { ModelCatalog, VoiceOrClone } from '../models/index.ts';

/** The repositories this service reads and writes. */
type UsedRepositories = Pick<Repositories, 'agentMcps'>;

/** The name `{{assistant_name}}` falls back to. */
const DEFAULT_ASSISTANT_NAME = '小智';

/** xiaozhi-server's plugin that calls another device through the address book. */
const CALL_DEVICE_PLUGIN = 'call_device';

/** Plugins that depend on more than the agent row (the knowledge plugin needs the caller's address and a key). */
export type AgentPlugins = (agent: AgentRow) => Promise<Record<string, string>>;

export interface DeviceServerDeps {
  repos: UsedRepositories;
  /** The device's agent, the default template, and the agent's plugin mappings and context providers. */
  agentDirectory: Pick<AgentDirectory, 'contextProviders' | 'defaultTemplate' | 'findById' | 'pluginMappings'>;
  /** The asking device, and its check-in as it connects. */
  devices: Pick<DeviceDirectory, 'findById' | 'recordCheckIn'>;
  /** The model configs and voices a device's configuration is built from. */
  models: ModelCatalog;
  /** The agent's voice: the catalogue's, else its owner's trained clone. */
  findVoiceOrClone: VoiceOrClone;
  params: ParamsService;
  activation: ActivationCodes;
  kv: KeyValueStore;
  clock: Clock;
  /** Long-term memory's `summaryMemory` for the device (undefined: the agent's own summary applies). */
  deviceMemory?: (agent: AgentRow, mac: string) => Promise<string | null | undefined>;
  features: FeaturesService;
  /** Reads the agent's speakers for the `voiceprint` block. */
  voiceprints: Pick<VoiceprintsService, 'deviceBlock'>;
}

/** What xiaozhi-server fetches with the server secret. */
export class DeviceServerApiService {
  readonly #deps: DeviceServerDeps;

  constructor(deps: DeviceServerDeps) {
    this.#deps = deps;
  }

  /** Every visible param as a nested map, plus VAD and ASR of the default template. */
  async serverBase(): Promise<DeviceServerConfig> {
    const { params } = this.#deps;
    const config = paramTree(await params.listVisible());
    const template = await this.#deps.agentDirectory.defaultTemplate();
    if (!template) throw new AppError(ErrorCode.DEFAULT_TEMPLATE_MISSING);
    await addModuleConfigs(config, this.#deps.models, { VAD: template.vad_model_id, ASR: template.asr_model_id });
    return { ...config, prompt: null, summaryMemory: null };
  }

  /**
   * The config of the agent a device is bound to; 10042 (msg = the code) while it waits for binding. `morePlugins`
   * adds to the agent's own (the route passes the knowledge plugin).
   */
  async agentModels(input: AgentModelsInput, morePlugins?: AgentPlugins, { record = true }: { record?: boolean } = {}): Promise<DeviceServerConfig> {
    // The console's own emit-action connection poses as a made-up device: it gets the global config.
    if ((await this.#deps.kv.take(tmpRegisterKey(input.macAddress.trim()))) === 'true') return this.serverBase();
    const mac = normalizeMac(input.macAddress);
    const device = await this.#registeredDevice(mac);
    // The device server asks as the device connects: that is the device being heard from (presence, last seen).
    // `record: false` is the endpoint doctor looking, not a device connecting.
    const now = isoFromNow(this.#deps.clock);
    if (record) await this.#deps.devices.recordCheckIn(device.id, { last_connected_at: now, updated_at: now });
    const agent = device.agent_id ? await this.#deps.agentDirectory.findById(device.agent_id) : undefined;
    if (!agent) throw new AppError(ErrorCode.AGENT_NOT_FOUND);
    return this.agentConfig(agent, { mac, selectedModule: input.selectedModule, morePlugins });
  }

  /**
   * The agent as a device gets it: module configs, plugins, MCP servers, context providers, voiceprints, the role
   * prompt and what is remembered for `mac`. The device server's agent-models answer and the console's playground
   * both build it here, so what the playground runs is what a device would. `selectedModule` names the VAD and ASR a
   * device server already holds (left out of the answer); `mac` null is no device: the agent's own summary applies.
   */
  async agentConfig(agent: AgentRow, { mac, selectedModule = {}, morePlugins }: { mac: string | null; selectedModule?: AgentModelsInput['selectedModule']; morePlugins?: AgentPlugins }): Promise<DeviceServerConfig> {
    const { repos } = this.#deps;
    const result: DeviceServerConfig = {
      device_max_output_size: (await this.#deps.params.raw('device_max_output_size')) ?? '0',
      chat_history_conf: effectiveChatHistoryConf(agent),
      ...(await this.#plugins(agent, morePlugins)),
      ...(await agentMcpEndpoints(repos, agent.id)),
      ...(await agentMcpEndpointConfig(this.#deps.params, agent.id)),
      ...(await this.#contextProviders(agent)),
    };
    const already = selectedModule;
    await addModuleConfigs(
      result,
      this.#deps.models,
      {
        VAD: already.VAD === agent.vad_model_id ? null : agent.vad_model_id,
        ASR: already.ASR === agent.asr_model_id ? null : agent.asr_model_id,
        TTS: agent.tts_model_id,
        Memory: agent.mem_model_id,
        Intent: agent.intent_model_id,
        LLM: agent.llm_model_id,
        VLLM: agent.vllm_model_id,
        SLM: agent.slm_model_id,
      },
      await this.#voiceSettings(agent),
    );
    const voiceprint = await this.#deps.voiceprints.deviceBlock(agent.id);
    if (voiceprint) result.voiceprint = voiceprint;
    return { ...result, ...(await this.#promptAndMemory(agent, mac)) };
  }

  /** The device's row; 10042 with its code while it waits for binding, else 10041. */
  async #registeredDevice(mac: string): Promise<DeviceRow> {
    const device = await this.#deps.devices.findById(mac);
    if (device) return device;
    const code = await this.#deps.activation.pendingCode(mac);
    throw code ? new AppError(ErrorCode.DEVICE_NEEDS_BINDING, [code]) : new AppError(ErrorCode.DEVICE_NOT_FOUND);
  }

  /** The role prompt with the agent's name filled in, and what the agent remembers (long-term memory, else its summary). */
  async #promptAndMemory(agent: AgentRow, mac: string | null): Promise<Pick<DeviceServerConfig, 'prompt' | 'summaryMemory'>> {
    const name = agent.agent_name.trim() || DEFAULT_ASSISTANT_NAME;
    const remembered = mac === null ? undefined : await this.#deps.deviceMemory?.(agent, mac);
    return { prompt: agent.system_prompt?.replaceAll(ASSISTANT_NAME_PLACEHOLDER, name) ?? null, summaryMemory: remembered === undefined ? agent.summary_memory : remembered };
  }

  /**
   * `plugins: {providerCode: paramInfo JSON, search_from_ragflow: …}`; none when intent is off.
   * xiaozhi-server offers the LLM exactly the functions named here.
   */
  async #plugins(agent: AgentRow, morePlugins: AgentPlugins | undefined): Promise<{ plugins?: Record<string, string> }> {
    if (agent.intent_model_id === INTENT_NONE_ID) return {};
    // The call_device mapping stays while the address book is switched off, so switching it back on restores it.
    const callsAllowed = await this.#deps.features.enabled('addressBook');
    const mappings = (await this.#deps.agentDirectory.pluginMappings(agent.id)).filter((mapping) => callsAllowed || mapping.provider_code !== CALL_DEVICE_PLUGIN);
    const plugins = {
      ...Object.fromEntries(mappings.filter((mapping) => mapping.provider_code).map((mapping) => [mapping.provider_code!, mapping.param_info])),
      ...(await morePlugins?.(agent)),
    };
    return Object.keys(plugins).length > 0 ? { plugins } : {};
  }

  /** `context_providers: [{url, headers}]`, only when the agent has any. */
  async #contextProviders(agent: AgentRow): Promise<{ context_providers?: { url: string; headers: Record<string, string> }[] }> {
    const providers = await this.#deps.agentDirectory.contextProviders(agent.id);
    return providers.length > 0 ? { context_providers: providers } : {};
  }

  /** The agent's language, else the voice's first language. */
  async #voiceSettings(agent: AgentRow): Promise<VoiceSettings> {
    const voice = agent.tts_voice_id ? await this.#deps.findVoiceOrClone(agent.user_id, agent.tts_voice_id) : undefined;
    const language = agent.tts_language?.trim() || voice?.languages?.split('、')[0]?.trim() || null;
    return { voice, language, volume: agent.tts_volume, rate: agent.tts_rate, pitch: agent.tts_pitch };
  }
}
