import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

export async function SiteFooter({ supportEmail, supportPhone }: { supportEmail?: string | null; supportPhone?: string | null }) {
  const t = await getTranslations('footer')
  return (
    <footer className="site-footer">
      <div className="container stack">
        <strong>Mon Toiletteur</strong>
        <ul>
          <li><Link href="/">{t('directory')}</Link></li>
          <li><Link href="/user/connexion">{t('signup')}</Link></li>
          <li>
            {t('support')} : {supportPhone ? <a href={`tel:${supportPhone.replace(/\s/g, '')}`}>{supportPhone}</a> : null}
            {supportEmail ? <> · <a href={`mailto:${supportEmail}`}>{supportEmail}</a></> : null}
          </li>
        </ul>
      </div>
    </footer>
  )
}
