/** Work that follows a change once it is committed (messages, calendars): now, or after the answer. */
export type Defer = (task: () => Promise<unknown>) => void | Promise<unknown>

/** Runs the follow-up before answering (scripts, jobs, tests calling services directly). */
export const inline: Defer = (task) => task()

/** Leaves the work undone (another path does it). */
export const skip: Defer = () => undefined
