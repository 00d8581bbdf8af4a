import { refundSale, SALE_NOT_FOUND } from '@/server/checkout/refund'
import { refundBody } from '@/server/checkout/schemas'
import { saleView } from '@/server/checkout/view'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/** `POST /api/v1/sales/{number}/refund` `{amountCents, method, reason}`: a new note that refunds part or all of it. */
export const POST = apiRoute(
  { session: 'groomer', ids: { number: SALE_NOT_FOUND }, body: refundBody },
  async ({ person, ids, body }) =>
    jsonAnswer({ sale: saleView(await refundSale(person, ids.number, body)) }, { status: 201 }),
)
