import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

/**
 * The messages for the client components that translate themselves (spaces, login form). Public
 * pages get their labels from the server instead, so next-intl's client code stays out of them.
 */
export async function IntlScope({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider messages={await getMessages()}>{children}</NextIntlClientProvider>
}
