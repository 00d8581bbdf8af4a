/** What one run did, as counts (logged on one line). */
export type JobReport = Record<string, number>

export type Job = {
  /** Also the advisory-lock key: one run of a name at a time across every instance. */
  name: string
  /** node-cron expression, evaluated in UTC. */
  cron: string
  run: (now: Date) => Promise<JobReport>
}
