import { randomUUID } from 'node:crypto';
import { FIRMWARE_LINK_MAX_USES, FIRMWARE_LINK_TTL_SECONDS } from '@vox/contracts';
import type { KeyValueStore } from '../../integrations/kv/kv-store.ts';

const idKey = (uuid: string) => `ota:id:${uuid}`;
const countKey = (uuid: string) => `ota:download:count:${uuid}`;

/** Anonymous download ids for one firmware: 24 h, 3 downloads each (upstream's keys). */
export class FirmwareLinks {
  readonly #kv: KeyValueStore;

  constructor(kv: KeyValueStore) {
    this.#kv = kv;
  }

  async issue(firmwareId: string): Promise<string> {
    const uuid = randomUUID();
    await this.#kv.set(idKey(uuid), firmwareId, FIRMWARE_LINK_TTL_SECONDS);
    return uuid;
  }

  /** The firmware id, counting this use; null when unknown, expired or used up. */
  async redeem(uuid: string): Promise<string | null> {
    const firmwareId = await this.#kv.get(idKey(uuid));
    if (firmwareId === null) return null;
    const uses = await this.#kv.increment(countKey(uuid), FIRMWARE_LINK_TTL_SECONDS);
    if (uses >= FIRMWARE_LINK_MAX_USES) await this.#kv.delete(idKey(uuid));
    return uses <= FIRMWARE_LINK_MAX_USES ? firmwareId : null;
  }
}
