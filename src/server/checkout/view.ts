import type { SaleRecord } from './records'

/** What the groomer's screens and the API answer of a note: its document, its number and where its PDF is. */
export const saleView = (record: SaleRecord) => ({
  number: record.number,
  kind: record.kind,
  issuedAt: record.issuedAt,
  appointmentReference: record.appointmentReference,
  customer: record.document.customer,
  lines: record.document.lines,
  discounts: record.document.discounts,
  payments: record.document.payments,
  cashGivenCents: record.document.cashGivenCents,
  totals: record.document.totals,
  refersTo: record.document.refersTo,
  receiptUrl: `/api/v1/sales/${record.number}/receipt.pdf`,
})
export type SaleView = ReturnType<typeof saleView>
