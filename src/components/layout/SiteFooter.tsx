import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

/** The site's links (directory, guide, groomer signup, content pages) and the support contacts. */
export async function SiteFooter({
  supportEmail,
  supportPhone,
}: {
  supportEmail?: string | null
  supportPhone?: string | null
}) {
  const t = await getTranslations('footer')
  const discover = [
    ['/toiletteurs', t('directory')],
    ['/guide-des-demarches-aupres-de-votre-toiletteur', t('guide')],
    ['/domaines-de-competences', t('skills')],
    ['/service-avis', t('reviews')],
    ['/demande-inscription', t('signup')],
  ]
  const legal = [
    ['/cgu', t('cgu')],
    ['/cgv', t('cgv')],
    ['/mentions-legales', t('legal')],
    ['/politique-de-confidentialite', t('privacy')],
  ]
  return (
    <footer className="site-footer">
      <div className="container stack">
        <strong>Mon Toiletteur</strong>
        <nav aria-label="Liens du site" className="footer-links">
          <ul>
            {discover.map(([href, label]) => (
              <li key={href}>
                <Link href={href} prefetch={false}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
          <ul>
            {legal.map(([href, label]) => (
              <li key={href}>
                <Link href={href} prefetch={false}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {supportPhone || supportEmail ? (
          <p style={{ margin: 0 }}>
            {t('support')} :{' '}
            {supportPhone ? <a href={`tel:${supportPhone.replace(/\s/g, '')}`}>{supportPhone}</a> : null}
            {supportPhone && supportEmail ? ' · ' : null}
            {supportEmail ? <a href={`mailto:${supportEmail}`}>{supportEmail}</a> : null}
          </p>
        ) : null}
      </div>
    </footer>
  )
}
