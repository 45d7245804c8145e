import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ServerModule } from '../module.ts';
import { JobsRepository } from './jobs.repository.ts';
import { JobQueue } from './job-queue.ts';
import { JobRunner } from './job-runner.ts';

declare module '../wiring.ts' {
  interface Services {
    jobs: JobQueue;
    jobRunner: JobRunner;
  }
}

const jobsRepositories = (db: Kysely<Database>) => ({
  jobs: new JobsRepository(db),
});

export const jobsModule: ServerModule<ReturnType<typeof jobsRepositories>> = {
  name: 'jobs',
  repositories: jobsRepositories,
  services: {
    jobs: (_, { repos, clock }) => new JobQueue(repos.jobs, clock),
    jobRunner: ({ jobs, metrics }, { repos, clock, log }) => new JobRunner({ jobs: repos.jobs, queue: jobs, clock, log, onFailure: (kind, final) => metrics.jobFailed(kind, final) }),
  },
};
