'use client'

import { useConfig } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { useEffect, useState } from 'react'

type AttendeeData = { firstName?: unknown; lastName?: unknown; email?: unknown }

const attendeeName = ({ firstName, lastName, email }: AttendeeData) =>
  `${String(firstName ?? '')} ${String(lastName ?? '')}`.trim() || String(email ?? '')

/** The client's name, read once the cell shows (the admin's own REST read of that one client). */
function AttendeeName({ id }: { id: number | string }) {
  const { config } = useConfig()
  const [name, setName] = useState<string | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    const query = 'depth=0&select[firstName]=true&select[lastName]=true&select[email]=true'
    fetch(`${config.routes.api}/attendees/${encodeURIComponent(String(id))}?${query}`, {
      credentials: 'same-origin',
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<AttendeeData>) : null))
      .then((doc) => setName(doc ? attendeeName(doc) : `Client n° ${id} (introuvable)`))
      .catch(() => {})
    return () => controller.abort()
  }, [config.routes.api, id])
  return <span>{name ?? '…'}</span>
}

/**
 * An appointment's client in the admin's tables, by name. Payload's relationship cell titled it
 * only when the table was on screen as it loaded ("<Pas de Client>" in a groomer's "Rendez-vous"
 * join, further down their page); a visit typed in by the groomer has no account, only the name
 * they typed.
 */
export function AttendeeCell({ cellData, rowData }: DefaultCellComponentProps) {
  if (cellData && typeof cellData === 'object') return <span>{attendeeName(cellData as AttendeeData)}</span>
  if (typeof cellData === 'number' || (typeof cellData === 'string' && cellData)) return <AttendeeName id={cellData} />
  const typed = typeof rowData?.customerName === 'string' ? rowData.customerName.trim() : ''
  return <span>{typed ? `${typed} (saisi par le toiletteur)` : '—'}</span>
}
