'use client'

import { useEffect } from 'react'

import { ErrorView } from '@/components/layout/ErrorView'
import messages from '@/i18n/messages/fr.json'

// Read straight from the messages: the error page must not depend on a provider above it.
const t = (key: keyof typeof messages.errors) => messages.errors[key]

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => console.error(error), [error])
  return (
    <ErrorView status={500} title={t('genericTitle')} text={t('genericText')} homeLabel={t('home')}>
      <button type="button" className="btn btn-ghost" onClick={reset}>
        {t('retry')}
      </button>
    </ErrorView>
  )
}
