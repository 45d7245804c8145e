/** What other modules may use of jobs; every other file here is internal (lint enforces it). */
export * from './job-queue.ts';
export { PermanentJobError, type JobContext, type JobHandler } from './job-runner.ts';
export { JobRunner } from './job-runner.ts';
