import type { ContextProvider } from '@vox/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Agents' context sources (0029), one JSON list per agent. */
export class AgentContextProvidersRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async ofAgent(agentId: string): Promise<ContextProvider[]> {
    const row = await this.#db.selectFrom('agent_context_providers').select('providers').where('agent_id', '=', agentId).executeTakeFirst();
    return row ? parseProviders(row.providers) : [];
  }

  /** The agent's sources become exactly `providers` (no row when there are none). */
  async replaceForAgent(agentId: string, providers: readonly ContextProvider[], now: string): Promise<void> {
    await this.#db.deleteFrom('agent_context_providers').where('agent_id', '=', agentId).execute();
    if (providers.length === 0) return;
    await this.#db
      .insertInto('agent_context_providers')
      .values({ agent_id: agentId, providers: JSON.stringify(providers), created_at: now, updated_at: now })
      .execute();
  }

  async deleteByAgents(agentIds: readonly string[]): Promise<void> {
    if (agentIds.length === 0) return;
    await this.#db.deleteFrom('agent_context_providers').where('agent_id', 'in', agentIds).execute();
  }
}

/** Stored JSON back to the list; anything unreadable counts as no sources rather than failing the agent. */
export function parseProviders(json: string): ContextProvider[] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((item): item is { url: string; headers?: unknown } => typeof item === 'object' && item !== null && typeof (item as { url?: unknown }).url === 'string')
      .map((item) => ({ url: item.url, headers: stringRecord(item.headers) }));
  } catch {
    return [];
  }
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
