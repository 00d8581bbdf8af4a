import { requireSessionClaims } from '@/server/auth/sessionId'
import { checkoutAppointment, NOT_FOUND } from '@/server/checkout/checkout'
import { checkoutBody } from '@/server/checkout/schemas'
import { saleView } from '@/server/checkout/view'
import { deferAfterResponse } from '@/server/http/deferAfterResponse'
import { apiRoute } from '@/server/http/route'
import { jsonAnswer } from '@/server/http/jsonAnswer'

/**
 * `POST /api/v1/appointments/{reference}/checkout` by its groomer: « Encaisser » at pick-up (lines,
 * extras, discounts, tip, payments in cents). `201 {sale}` with its note's number and PDF address;
 * the visit is marked finished and the client gets the note by e-mail.
 */
export const POST = apiRoute(
  {
    // The register's hot path: the token's claims here, their session checked in the checkout's
    // own read (bench:checkout).
    session: 'none',
    prepare: ({ request }) => requireSessionClaims('groomer', request.headers),
    references: { reference: NOT_FOUND },
    body: checkoutBody,
  },
  async ({ prepared: groomer, references: { reference }, body }) =>
    jsonAnswer(
      { sale: saleView(await checkoutAppointment(groomer, reference, body, { defer: deferAfterResponse })) },
      { status: 201 },
    ),
)
