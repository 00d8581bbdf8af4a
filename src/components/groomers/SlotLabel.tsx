import { slotSpoken, slotTime } from './format'

/**
 * A slot's button or link text: the time as shown ("10:15") and, for screen readers, the day with
 * it ("mardi 24 novembre, 10 h 15"). Text content rather than aria-label, so that the name is
 * read the same by every assistive technology and translated with the page.
 */
export function SlotLabel({ start }: { start: string }) {
  return (
    <>
      <span aria-hidden="true">{slotTime(start)}</span>
      <span className="visually-hidden">{slotSpoken(start)}</span>
    </>
  )
}
