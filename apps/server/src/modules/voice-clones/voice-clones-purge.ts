import type { ObjectStorage } from '../../integrations/storage/object-storage.ts';
import type { UsersPurge } from '../purges.ts';
import { VoiceClonesRepository } from './voice-clones.repository.ts';

/** The users' voice clone slots; once committed, their samples and demo clips. */
export function voiceClonesOfUsersPurge(storage: Pick<ObjectStorage, 'delete'>): UsersPurge {
  return async (trx, userIds) => {
    const clones = new VoiceClonesRepository(trx);
    const keys: string[] = [];
    for (const userId of userIds) keys.push(...(await clones.deleteByUser(userId)).flatMap((row) => [row.sample_key, row.demo_key]).filter((key) => key !== null));
    return async () => void (await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined))));
  };
}
