'use client'

import { DefaultCell } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

type AttendeeData = { firstName?: unknown; lastName?: unknown; email?: unknown }

const attendeeName = ({ firstName, lastName, email }: AttendeeData) => `${String(firstName ?? '')} ${String(lastName ?? '')}`.trim() || String(email ?? '')

/**
 * An appointment's client in the admin's tables. A groomer's "Rendez-vous" list (a join) hands the
 * client already read (an object), which Payload's relationship cell cannot title ("<Pas de
 * Client>"); a visit typed in by the groomer has no account, only the name they typed.
 */
export function AttendeeCell(props: DefaultCellComponentProps) {
  const { cellData, rowData } = props
  if (cellData && typeof cellData === 'object') return <span>{attendeeName(cellData as AttendeeData)}</span>
  if (cellData == null || cellData === '') {
    const typed = typeof rowData?.customerName === 'string' ? rowData.customerName.trim() : ''
    return <span>{typed ? `${typed} (saisi par le toiletteur)` : '—'}</span>
  }
  return <DefaultCell {...props} />
}
