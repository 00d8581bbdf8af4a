import { afterAll, beforeAll } from 'vitest'

import { resetPaymentProvider } from '../../../src/integrations/payments'
import { resetEnvCache } from '../../../src/server/env'
import { FakeStripe } from '../../../scripts/lib/fakeStripe'

export type StripeKeys = {
  STRIPE_SECRET_KEY: string
  STRIPE_WEBHOOK_SECRET: string
  STRIPE_PRICE_ID: string
  STRIPE_CONNECT_WEBHOOK_SECRET?: string
}

/**
 * The Stripe fake on loopback for a test file, the site configured with `keys` and pointed at it
 * for the file's tests (its webhooks signed with `webhookSecret`); the environment is given back
 * after. `configure(false)` plays a site without Stripe keys.
 */
export function fakeStripeForFile(keys: StripeKeys, webhookSecret = keys.STRIPE_WEBHOOK_SECRET) {
  const saved: Record<string, string | undefined> = {}
  const state = { fake: null as FakeStripe | null }
  const configure = (on: boolean) => {
    for (const [name, value] of Object.entries({ ...keys, STRIPE_API_BASE_URL: state.fake!.base })) {
      if (on) process.env[name] = value
      else delete process.env[name]
    }
    resetEnvCache()
    resetPaymentProvider()
  }
  beforeAll(async () => {
    state.fake = await new FakeStripe({ secretKey: keys.STRIPE_SECRET_KEY, webhookSecret }).start()
    for (const name of [...Object.keys(keys), 'STRIPE_API_BASE_URL']) saved[name] = process.env[name]
    configure(true)
  })
  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
    resetEnvCache()
    resetPaymentProvider()
    await state.fake?.stop()
  })
  return {
    /** The running fake (inside the file's tests). */
    get fake(): FakeStripe {
      return state.fake!
    },
    configure,
  }
}
