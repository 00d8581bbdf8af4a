import type pg from 'pg'

import { DEMO_ADMIN, DEMO_GROOMER } from '../seed/accounts'

/** These groomers get the demo groomer's password, so a benchmark signs in as each of them. */
export async function giveDemoPassword(db: pg.Client, groomerIds: number[]): Promise<void> {
  await db.query(
    `update "users" u set "hash" = d."hash", "salt" = d."salt" from "users" d where d."email" = $1 and u."id" = any($2::int[])`,
    [DEMO_GROOMER.email, groomerIds],
  )
}

/** Posts a sign-in and answers the `cookie` header the browser would send next. */
async function cookieOf(url: string, body: unknown, refused: string): Promise<string> {
  const login = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!login.ok) throw new Error(`${refused} (${login.status})`)
  return login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
}

/** Signs a groomer in (POST /api/v1/login). */
export const groomerCookie = (baseUrl: string, email: string, password = DEMO_GROOMER.password): Promise<string> =>
  cookieOf(`${baseUrl}/api/v1/login`, { user: { username: email, password } }, 'Connexion impossible')

/** Signs the demo admin in (Payload's /api/admins/login). */
export const adminCookie = (baseUrl: string): Promise<string> =>
  cookieOf(
    `${baseUrl}/api/admins/login`,
    { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    'Connexion admin impossible',
  )
