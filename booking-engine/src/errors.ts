/** One validation problem, with the dotted path of the offending field. */
export interface InputIssue {
  field: string
  message: string
}

/** Thrown by every public function when its input is invalid. */
export class BookingEngineInputError extends Error {
  /** Dotted path of the first invalid field, e.g. "schedule.availabilities.0.start". */
  readonly field: string
  readonly issues: readonly InputIssue[]

  constructor(issues: readonly InputIssue[]) {
    const first = issues[0] ?? { field: '', message: 'invalid input' }
    super(`Invalid booking-engine input at "${first.field}": ${first.message}`)
    this.name = 'BookingEngineInputError'
    this.field = first.field
    this.issues = issues
  }
}
