// The jobs module's public surface.
export { jobsPlugin, type JobService } from './plugin';
export type { JobBatchHandler, JobContext, JobHandler, JobHandlerOptions } from './job-runner';
export { jobRetryDelaySeconds } from './job-runner';
export { insertJob, insertJobs, releaseDedupeKey, type EnqueueOptions } from './repository';
