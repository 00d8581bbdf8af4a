/** The id of a Payload relationship value, populated (`{ id }`) or not (the id); null when empty. */
export const relationId = (value: number | { id: number } | null | undefined): number | null =>
  value == null ? null : typeof value === 'object' ? value.id : value
