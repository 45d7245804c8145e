import { ErrorCode, MCP_CONFIG_TYPES, MCP_CONTENT_MAX, mcpErrorMessages, type mcpServerBody, type McpServer, type McpServersQuery } from '@vox/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { validationReason } from '../../lib/validation-reason.ts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import type { Repositories } from '../repositories.ts';
import type { AuthUser } from '../sessions/index.ts';
import type { McpServerRow } from './mcp-servers.repository.ts';
import { mergeKeyValues } from './mcp-secrets.ts';
import { canEdit, storedSchema, toMcpServer } from './mcp-views.ts';
import { isSafeUrl, sanitizeRichHtml } from './rich-html.ts';

/** The repositories this service reads and writes. */
type UsedRepositories = Pick<Repositories, 'mcpServers'>;

type Body = z.output<typeof mcpServerBody>;
type Filter = Required<McpServersQuery>;

export const noSuchServer = () => new AppError(ErrorCode.NOT_FOUND, [], mcpErrorMessages.noSuchMcpServer);
const existing = () => new AppError(ErrorCode.EXISTS, [], mcpErrorMessages.existingMcpServer);
const isSuper = (user: AuthUser) => user.superAdmin === 1;
const scopeOf = (isPrivate: boolean, ownerId: string) => (isPrivate ? `user:${ownerId}` : 'public');

/** Links shown in the console must not run script: http(s) or a site-relative path. */
function checkLink(field: string, value: string): void {
  if (value !== '' && (!/^(https?:\/\/|\/[^/])/i.test(value) || !isSafeUrl(value))) {
    throw new AppError(ErrorCode.BAD_REQUEST, [field, validationReason('format')]);
  }
}

/**
 * MCP store entries. Normal users own private entries, super-admins manage the public
 * market; publishing is a super-admin act. An entry the caller may not see answers 612 like a missing one.
 */
export class McpStoreService {
  readonly #repos: UsedRepositories;
  readonly #clock: Clock;

  constructor(repos: UsedRepositories, clock: Clock) {
    this.#repos = repos;
    this.#clock = clock;
  }

  async listPublic(user: AuthUser, filter: Filter): Promise<McpServer[]> {
    return (await this.#repos.mcpServers.listPublic(filter, false)).map((row) => toMcpServer(row, user));
  }

  /** A published public entry; super-admins also see unpublished ones. */
  async getPublic(user: AuthUser, id: string): Promise<McpServer> {
    const row = await this.#repos.mcpServers.findById(id);
    if (!row || row.is_private === 1 || (row.status !== 'published' && !isSuper(user))) throw noSuchServer();
    return toMcpServer(row, user);
  }

  async listManaged(user: AuthUser, filter: Filter): Promise<McpServer[]> {
    return (await this.#repos.mcpServers.listManaged(user.id, isSuper(user), filter)).map((row) => toMcpServer(row, user));
  }

  async getManaged(user: AuthUser, id: string): Promise<McpServer> {
    return toMcpServer(await this.#editable(user, id), user);
  }

  /** `is_private` must match the role: private for normal users, public for super-admins (403 otherwise). */
  async create(user: AuthUser, body: Body): Promise<McpServer> {
    const isPrivate = body.is_private ?? !isSuper(user);
    if (isSuper(user) && isPrivate) throw new AppError(ErrorCode.FORBIDDEN, [], mcpErrorMessages.adminOnlyPublic);
    if (!isSuper(user) && !isPrivate) throw new AppError(ErrorCode.FORBIDDEN, [], mcpErrorMessages.userOnlyPrivate);
    const fields = this.#fields(body, null);
    const scope = scopeOf(isPrivate, user.id);
    if (await this.#repos.mcpServers.nameTaken(scope, body.name, null)) throw existing();
    const id = newId();
    const now = isoFromNow(this.#clock);
    try {
      await this.#repos.mcpServers.insert({
        id,
        owner_id: user.id,
        is_private: isPrivate ? 1 : 0,
        status: 'unpublished',
        name_scope: scope,
        ...fields,
        created_at: now,
        updated_at: now,
      });
    } catch (error) {
      throw isUniqueViolation(error) ? existing() : error;
    }
    return this.getManaged(user, id);
  }

  /** `is_private` cannot change: sending the other value is refused like on create. */
  async update(user: AuthUser, id: string, body: Body): Promise<McpServer> {
    const row = await this.#editable(user, id);
    if (body.is_private !== undefined && body.is_private !== (row.is_private === 1)) {
      throw new AppError(ErrorCode.FORBIDDEN, [], isSuper(user) ? mcpErrorMessages.adminOnlyPublic : mcpErrorMessages.userOnlyPrivate);
    }
    if (await this.#repos.mcpServers.nameTaken(row.name_scope, body.name, id)) throw existing();
    try {
      await this.#repos.mcpServers.update(id, { ...this.#fields(body, row), updated_at: isoFromNow(this.#clock) });
    } catch (error) {
      throw isUniqueViolation(error) ? existing() : error;
    }
    return this.getManaged(user, id);
  }

  /** Refused (613) while anyone is subscribed to it. */
  async delete(user: AuthUser, id: string): Promise<void> {
    const row = await this.#editable(user, id);
    if (row.subscriptions > 0) throw new AppError(ErrorCode.IN_USE, [], mcpErrorMessages.mcpServerInUse);
    await this.#repos.mcpServers.delete(id);
  }

  /** Super-admin only (the route says so); private entries are not in the market, so 612. */
  async setPublished(user: AuthUser, id: string, published: boolean): Promise<McpServer> {
    const row = await this.#editable(user, id);
    if (row.is_private === 1) throw noSuchServer();
    await this.#repos.mcpServers.update(id, { status: published ? 'published' : 'unpublished', updated_at: isoFromNow(this.#clock) });
    return this.getManaged(user, id);
  }

  /** The public-route variants act on public entries only. */
  async assertPublic(id: string): Promise<void> {
    const row = await this.#repos.mcpServers.findById(id);
    if (!row || row.is_private === 1) throw noSuchServer();
  }

  /** An entry the user may subscribe to: published public ones, own private ones, any public one for a super-admin. */
  async subscribable(user: AuthUser, id: string): Promise<McpServerRow> {
    const row = await this.#repos.mcpServers.findById(id);
    const visible = row && (row.is_private === 1 ? row.owner_id === user.id : row.status === 'published' || isSuper(user));
    if (!row || !visible) throw noSuchServer();
    return row;
  }

  async #editable(user: AuthUser, id: string): Promise<McpServerRow> {
    const row = await this.#repos.mcpServers.findById(id);
    if (!row || !canEdit(user, row)) throw noSuchServer();
    return row;
  }

  #fields(body: Body, row: McpServerRow | null) {
    if (body.config_schema.types.some((type) => !(MCP_CONFIG_TYPES as readonly string[]).includes(type))) {
      throw new AppError(ErrorCode.BAD_REQUEST, [], mcpErrorMessages.invalidConfigType);
    }
    checkLink('logo_url', body.logo_url);
    checkLink('document_url', body.document_url);
    const content = sanitizeRichHtml(body.content);
    if (content.length > MCP_CONTENT_MAX) throw new AppError(ErrorCode.BAD_REQUEST, ['content', validationReason('tooLong')]);
    const schema = body.config_schema;
    const previous = row ? storedSchema(row).sse : null;
    const sse = previous
      ? { ...schema.sse, params: mergeKeyValues(previous.params, schema.sse.params), header: mergeKeyValues(previous.header, schema.sse.header) }
      : schema.sse;
    if (sse.url !== '' && !/^https?:\/\/[^\s/]+/i.test(sse.url)) throw new AppError(ErrorCode.BAD_REQUEST, ['config_schema.sse.url', validationReason('format')]);
    return {
      name: body.name,
      logo_url: body.logo_url,
      document_url: body.document_url,
      tags: JSON.stringify(body.tags),
      description: body.desc,
      content,
      config_schema: JSON.stringify({ types: [...new Set(schema.types)], sse }),
    };
  }
}
