/** The site's mark (public/favicon.svg) and name, in the admin's login page and menu. */
export function AdminLogo() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG of the site, no optimisation to do */}
      <img src="/favicon.svg" alt="" width={48} height={48} />
      <span style={{ fontSize: 28, fontWeight: 800, color: 'var(--brand-pink)' }}>Mon Toiletteur</span>
    </span>
  )
}

export function AdminIcon() {
  // eslint-disable-next-line @next/next/no-img-element -- a static SVG of the site
  return <img src="/favicon.svg" alt="Mon Toiletteur" width={28} height={28} />
}
