'use client'

import type { CSSProperties } from 'react'

import { dayInWords } from '@/components/groomers/format'
import { RovingSlotGroup } from '@/components/groomers/RovingSlotGroup'
import { SlotLabel } from '@/components/groomers/SlotLabel'

import styles from './GroomerCard.module.css'
import { slotHref } from './hrefs'

/** One column of a card: the groomer-local day, its head ("sam.", "28 nov."), and its slots' starts (ISO). */
export type DayColumn = { date: string; weekday: string; day: string; starts: string[] }

type Props = { name: string; uri: string; motiveId: number; columns: DayColumn[] }

/**
 * A card's day columns of slots. A client component so that the page's RSC payload carries only
 * these few strings per slot, not the rendered tree of every slot link (about 400 bytes each, a
 * city page has up to 400 slots): the HTML is the same, and so is what the visitor sees (decision 0052).
 */
export function CardDays({ name, uri, motiveId, columns }: Props) {
  return (
    <RovingSlotGroup
      label={`Disponibilités de ${name}`}
      orientation="columns"
      className={styles.days}
      style={{ '--days': columns.length } as CSSProperties}
    >
      {columns.map((column) => (
        <div key={column.date} className={styles.day} data-slot-day="">
          <p className={styles.dayHead} aria-hidden="true">
            <strong>{column.weekday}</strong>
            <span>{column.day}</span>
          </p>
          {column.starts.length > 0 ? (
            <ul className={styles.slots}>
              {column.starts.map((start) => (
                <li key={start}>
                  {/* A plain link: a hundred next/link on a city page were a good part of its hydration on a phone. */}
                  <a className={styles.slot} data-slot="" href={slotHref(uri, motiveId, { start })}>
                    <SlotLabel start={start} />
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.none}>
              <span aria-hidden="true">—</span>
              <span className="visually-hidden">{dayInWords(column.date)} : aucun créneau</span>
            </p>
          )}
        </div>
      ))}
    </RovingSlotGroup>
  )
}
