import { registerArchive } from '@/server/checkout/archive'
import { apiRoute } from '@/server/http/route'
import { csvHeaders } from '@/server/statistics/csv'

/** `GET /api/v1/register/archive.csv`: every note with HT/TVA/TTC and its link in the chain (for the accountant). */
export const GET = apiRoute(
  { session: 'groomer' },
  async ({ person }) =>
    new Response(await registerArchive(person.id), { headers: csvHeaders('registre-des-encaissements.csv') }),
)
