'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { ErrorView } from '@/components/layout/ErrorView'

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors')
  useEffect(() => console.error(error), [error])
  return (
    <ErrorView status={500} title={t('genericTitle')} text={t('genericText')} homeLabel={t('home')}>
      <button type="button" className="btn btn-ghost" onClick={reset}>
        {t('retry')}
      </button>
    </ErrorView>
  )
}
