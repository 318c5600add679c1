export {
  createJobRuntime,
  type JobHandler,
  type JobInfo,
  type JobRuntime,
  type QueueOptions,
} from './runtime';
export {
  enqueueJob,
  jobsOverview,
  retryFailedJob,
  DEFAULT_JOB_TABLES,
  type FailedJob,
  type JobTables,
  type NewJob,
  type QueueState,
} from './store';
export { nextCronOccurrence, parseCron, parseUtcOffset } from './cron';
export type { ScheduleWhen } from './schedules';
