import type { AdminAgent, AdminAgentListQuery, AdminDevice, AdminDeviceListQuery, PageData } from '@vox/contracts';
import { epochMsString, formatUtc } from '../../lib/time.ts';
import type { Repositories } from '../repositories.ts';

/** The repositories this service reads. */
type UsedRepositories = Pick<Repositories, 'adminListings'>;

/** Administrators' lists across all users; nothing here writes. */
export class AdminListingsService {
  readonly #repos: UsedRepositories;

  constructor(repos: UsedRepositories) {
    this.#repos = repos;
  }

  async devices({ keywords, page, limit }: AdminDeviceListQuery): Promise<PageData<AdminDevice>> {
    const result = await this.#repos.adminListings.devices(keywords, { page, limit });
    return {
      total: result.total,
      list: result.list.map((row) => ({
        id: row.id,
        agentId: row.agent_id,
        macAddress: row.mac_address,
        board: row.board,
        deviceType: row.board,
        appVersion: row.app_version,
        alias: row.alias,
        autoUpdate: row.auto_update,
        createDate: formatUtc(row.created_at),
        createDateTimestamp: epochMsString(row.created_at),
        lastConnectedAtTimestamp: row.last_connected_at ? epochMsString(row.last_connected_at) : null,
        bindUserName: row.owner_name,
        recentChatTime: row.last_chat_at ? epochMsString(row.last_chat_at) : null,
      })),
    };
  }

  async agents({ page, limit }: AdminAgentListQuery): Promise<PageData<AdminAgent>> {
    const result = await this.#repos.adminListings.agents({ page, limit });
    return {
      total: result.total,
      list: result.list.map((row) => ({
        id: row.id,
        userId: row.user_id,
        agentCode: row.agent_code,
        agentName: row.agent_name,
        asrModelId: row.asr_model_id,
        vadModelId: row.vad_model_id,
        llmModelId: row.llm_model_id,
        slmModelId: row.slm_model_id,
        vllmModelId: row.vllm_model_id,
        ttsModelId: row.tts_model_id,
        ttsVoiceId: row.tts_voice_id,
        memModelId: row.mem_model_id,
        intentModelId: row.intent_model_id,
        chatHistoryConf: row.chat_history_conf,
        systemPrompt: row.system_prompt,
        summaryMemory: row.summary_memory,
        langCode: row.lang_code,
        language: row.language,
        sort: row.sort,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      })),
    };
  }
}
