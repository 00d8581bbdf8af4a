import type pg from 'pg'

import { DEMO_GROOMER } from '../seed/accounts'

/** These groomers get the demo groomer's password, so a benchmark signs in as each of them. */
export async function giveDemoPassword(db: pg.Client, groomerIds: number[]): Promise<void> {
  await db.query(
    `update "users" u set "hash" = d."hash", "salt" = d."salt" from "users" d where d."email" = $1 and u."id" = any($2::int[])`,
    [DEMO_GROOMER.email, groomerIds],
  )
}

/** Signs a groomer in (POST /api/v1/login) and answers the `cookie` header the browser would send. */
export async function groomerCookie(baseUrl: string, email: string, password = DEMO_GROOMER.password): Promise<string> {
  const login = await fetch(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { username: email, password } }),
  })
  if (!login.ok) throw new Error(`Connexion impossible (${login.status})`)
  return login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
}
