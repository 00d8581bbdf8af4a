import { DomainError } from '@/server/domainErrors'
import { receiptFileName } from '@/server/checkout/receiptEmail'
import { receiptPdf } from '@/server/checkout/receiptPdf'
import { saleOf } from '@/server/checkout/records'
import { SALE_NOT_FOUND } from '@/server/checkout/refund'
import { apiRoute } from '@/server/http/route'
import { requireSignedInId } from '@/server/auth/sessionId'

/** `GET /api/v1/sales/{number}/receipt.pdf` by its groomer: the note as a PDF download. */
export const GET = apiRoute(
  {
    session: 'none',
    prepare: ({ request }) => requireSignedInId('groomer', request.headers),
    ids: { number: SALE_NOT_FOUND },
  },
  async ({ prepared: groomer, ids }) => {
    const record = await saleOf(groomer.id, ids.number)
    if (!record) throw new DomainError('not_found', SALE_NOT_FOUND)
    const pdf = await receiptPdf(record.document)
    return new Response(pdf as Uint8Array<ArrayBuffer>, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${receiptFileName(record.number)}"`,
        'cache-control': 'private, no-store',
      },
    })
  },
)
