'use client'

/** Last resort when even the site's layout failed: plain HTML, same words as the error page. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="fr">
      <body
        style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem', color: '#1f1a1d' }}
      >
        <p style={{ fontSize: '4rem', fontWeight: 800, color: '#c2185b', margin: 0 }}>500</p>
        <h1>Une erreur est survenue</h1>
        <p>
          {/* A full reload on purpose: the site's own layout failed to render. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" style={{ color: '#9c1149' }}>
            Accueil
          </a>{' '}
          ·{' '}
          <button type="button" onClick={reset}>
            Réessayer
          </button>
        </p>
      </body>
    </html>
  )
}
