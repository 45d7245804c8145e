import { ErrorCode, mcpErrorMessages, type mcpCreateBody, type McpInstance, type mcpUpdateBody } from '@vox/contracts';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { Repositories } from '../repositories.ts';
import type { AuthUser } from '../sessions/index.ts';
import { customConfig, parseStoredConfig, subscriptionConfig, type StoredMcpConfig } from './mcp-config.ts';
import type { McpStoreService } from './mcp-store.service.ts';
import { storedSchema, toMcpInstance } from './mcp-views.ts';
import type { UserMcpRow } from './user-mcps.repository.ts';

/** The repositories this service reads and writes. */
type UsedRepositories = Pick<Repositories, 'mcpServers' | 'userMcps'>;

export const noSuchMcp = () => new AppError(ErrorCode.NOT_FOUND, [], mcpErrorMessages.noSuchMcp);
const existing = () => new AppError(ErrorCode.EXISTS, [], mcpErrorMessages.existingMcp);

/** A user's MCP instances: subscriptions to store entries, or custom ones with their own URL. */
export class McpsService {
  readonly #repos: UsedRepositories;
  readonly #store: McpStoreService;
  readonly #clock: Clock;

  constructor(deps: { repos: UsedRepositories; store: McpStoreService; clock: Clock }) {
    this.#repos = deps.repos;
    this.#store = deps.store;
    this.#clock = deps.clock;
  }

  async list(userId: string): Promise<McpInstance[]> {
    return (await this.#repos.userMcps.ownedBy(userId)).map(toMcpInstance);
  }

  async get(userId: string, id: string): Promise<McpInstance> {
    return toMcpInstance(await this.owned(userId, id));
  }

  async owned(userId: string, id: string): Promise<UserMcpRow> {
    const row = await this.#repos.userMcps.findOwned(id, userId);
    if (!row) throw noSuchMcp();
    return row;
  }

  /** The stored config, secrets in clear: only for connecting. */
  async connectionConfig(userId: string, id: string): Promise<StoredMcpConfig> {
    return parseStoredConfig((await this.owned(userId, id)).config_json);
  }

  async create(user: AuthUser, body: z.output<typeof mcpCreateBody>): Promise<McpInstance> {
    const server = body.mcp_id ? await this.#store.subscribable(user, body.mcp_id) : null;
    const config = server ? subscriptionConfig(storedSchema(server), body.config, null) : customConfig(body.config, null);
    if (await this.#repos.userMcps.nameTaken(user.id, body.name, null)) throw existing();
    const id = newId();
    const now = isoFromNow(this.#clock);
    try {
      await this.#repos.userMcps.insert({
        id,
        owner_id: user.id,
        server_id: server?.id ?? null,
        name: body.name,
        description: body.desc,
        logo_url: body.logo_url || server?.logo_url || '',
        config_json: JSON.stringify(config),
        created_at: now,
        updated_at: now,
      });
    } catch (error) {
      throw isUniqueViolation(error) ? existing() : error;
    }
    return this.get(user.id, id);
  }

  /** A secret sent back masked keeps the stored one; the store entry's schema still applies. */
  async update(user: AuthUser, id: string, body: z.output<typeof mcpUpdateBody>): Promise<McpInstance> {
    const row = await this.owned(user.id, id);
    const stored = parseStoredConfig(row.config_json);
    const server = row.server_id ? await this.#repos.mcpServers.findById(row.server_id) : undefined;
    const config = server ? subscriptionConfig(storedSchema(server), body.config, stored) : customConfig(body.config, stored);
    if (await this.#repos.userMcps.nameTaken(user.id, body.name, id)) throw existing();
    try {
      await this.#repos.userMcps.update(id, {
        name: body.name,
        description: body.desc,
        logo_url: body.logo_url || row.logo_url,
        config_json: JSON.stringify(config),
        updated_at: isoFromNow(this.#clock),
      });
    } catch (error) {
      throw isUniqueViolation(error) ? existing() : error;
    }
    return this.get(user.id, id);
  }

  /** Refused (613) while an agent uses it. */
  async delete(userId: string, id: string): Promise<void> {
    const row = await this.owned(userId, id);
    if (row.agent_count > 0) throw new AppError(ErrorCode.IN_USE, [], mcpErrorMessages.mcpInUse);
    await this.#repos.userMcps.delete(id);
  }
}
