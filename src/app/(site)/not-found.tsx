import { getTranslations } from 'next-intl/server'

import { ErrorView } from '@/components/layout/ErrorView'

export default async function NotFound() {
  const t = await getTranslations('errors')
  return <ErrorView status={404} title={t('notFoundTitle')} text={t('notFoundText')} homeLabel={t('home')} />
}
