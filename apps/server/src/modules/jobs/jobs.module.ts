import { serverModule } from '../module.ts';
import { JobsRepository } from './jobs.repository.ts';

export const jobsModule = serverModule({
  name: 'jobs',
  repositories: (db) => ({
    jobs: new JobsRepository(db),
  }),
});
