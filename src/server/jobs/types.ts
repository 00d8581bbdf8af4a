/** What one run did, as counts (logged on one line). */
export type JobReport = Record<string, number>

export type Job = {
  /** Also the advisory-lock key: one run of a name at a time across every instance. */
  name: string
  /** node-cron expression, evaluated in UTC. */
  cron: string
  run: (now: Date) => Promise<JobReport>
  /**
   * Runs in every instance at once instead of under the job's advisory lock: the job shares its
   * work out through claims of its own (the calendar sync leases each connection).
   */
  shared?: boolean
}
