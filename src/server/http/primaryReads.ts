import { env } from '../env'
import { readCookie } from '../auth/tokens'
import { withCookies } from './cookies'

/**
 * Read your own writes with a read replica (issue 35 item 3): after a person's write (a booking, a
 * change of settings, a server action), their browser carries this cookie for a few seconds and
 * their reads go to the primary, which has the write, while the replica may still be replaying it.
 */
export const PRIMARY_READS_COOKIE = 'primary_reads'
export const PRIMARY_READS_SECONDS = 10

export const primaryReadsCookie = () => ({
  name: PRIMARY_READS_COOKIE,
  value: '1',
  options: {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: env().SECURE_COOKIES,
    path: '/',
    maxAge: PRIMARY_READS_SECONDS,
  },
})

/** Whether the request comes from someone who has just written. */
export const pinnedToPrimary = (request: { headers: Headers }): boolean =>
  readCookie(request.headers, PRIMARY_READS_COOKIE) !== null

/** The response of a write, with the cookie when reads may come from a replica (nothing to pin otherwise). */
export const withPrimaryReads = (response: Response): Response =>
  env().DATABASE_REPLICA_URL ? withCookies(response, [primaryReadsCookie()]) : response
