import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ServerModule } from '../module.ts';
import { uploadsRoutes } from './uploads.routes.ts';
import { UploadsRepository } from './uploads.repository.ts';
import { uploadsOfUsersPurge } from './index.ts';
import { StorageQuota } from './storage-quota.ts';
import { UPLOAD_SWEEP_EVERY_SECONDS, UPLOAD_SWEEP_JOB, UploadSweep } from './upload-sweep.ts';
import { UploadsService } from './uploads.service.ts';

declare module '../wiring.ts' {
  interface Services {
    uploads: UploadsService;
    /** One quota per account over uploads, knowledge-base files and voice clone samples. */
    quota: StorageQuota;
    uploadSweep: UploadSweep;
  }
}

const uploadsRepositories = (db: Kysely<Database>) => ({
  uploads: new UploadsRepository(db),
});

export const uploadsModule: ServerModule<ReturnType<typeof uploadsRepositories>> = {
  name: 'uploads',
  routes: [uploadsRoutes],
  rootRoutes: [uploadsRoutes],
  repositories: uploadsRepositories,
  purgeUsers: ({ storage }) => uploadsOfUsersPurge(storage.uploads),
  services: {
    quota: ({ users, params, documentsRepository, voiceClonesRepository }, { repos }) =>
      new StorageQuota({ repos, users, params, storedElsewhere: [(userId) => documentsRepository.storedBytesOf(userId), (userId) => voiceClonesRepository.sampleBytesOf(userId)] }),
    uploads: ({ quota }, { repos, storage, clock, options }) =>
      new UploadsService({ repos, storage: storage('uploads'), clock, quota, ...(options.uploadMaxBytes ? { maxBytes: options.uploadMaxBytes } : {}) }),
    uploadSweep: ({ documentsRepository: documents, voiceClonesRepository: voiceClones }, { repos, storage, clock }) =>
      new UploadSweep({
        repos,
        // Device assets live in the uploads area too: shared by URL, owned by nobody, so not this sweep's to judge.
        uploads: { name: 'uploads', storage: storage('uploads'), referencedKeys: () => repos.uploads.keys(), isReferenced: (key) => repos.uploads.keyTaken(key), skips: (key) => key.startsWith('device-assets/') },
        areas: [
          { name: 'datasets', storage: storage('datasets'), referencedKeys: () => documents.storageKeys(), isReferenced: (key) => documents.storageKeyUsed(key) },
          { name: 'voice-clones', storage: storage('voice-clones'), referencedKeys: () => voiceClones.storageKeys(), isReferenced: (key) => voiceClones.storageKeyUsed(key) },
        ],
        clock,
      }),
  },
  jobs: ({ jobRunner, uploadSweep }) => {
    jobRunner.register(UPLOAD_SWEEP_JOB, async () => void (await uploadSweep.run()), { everySeconds: UPLOAD_SWEEP_EVERY_SECONDS });
  },
};
