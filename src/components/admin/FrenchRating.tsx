'use client'

import { FieldLabel, useField } from '@payloadcms/ui'
import type { DefaultCellComponentProps, NumberFieldClientComponent } from 'payload'

import { frenchMark } from '../reviews/Stars'

const mark = (value: unknown) => (typeof value === 'number' ? `${frenchMark(value)} / 5` : '—')

/** A review's mean mark in the admin's list: "4,5 / 5", not "4.5". */
export function FrenchRatingCell({ cellData }: DefaultCellComponentProps) {
  return <span>{mark(cellData)}</span>
}

/** The same mark on the review's page (it is computed, never typed). */
export const FrenchRatingField: NumberFieldClientComponent = ({ field, path }) => {
  const { value } = useField<number>({ path })
  return (
    <div className="field-type" style={{ marginBottom: 'var(--spacing-field)' }}>
      <FieldLabel label={field.label} path={path} as="span" />
      <output aria-label={typeof field.label === 'string' ? field.label : undefined}>{mark(value)}</output>
    </div>
  )
}
