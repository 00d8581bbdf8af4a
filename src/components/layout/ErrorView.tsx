import Link from 'next/link'

type Props = { status: number; title: string; text: string; homeLabel: string; children?: React.ReactNode }

/** The spec's error page: the status code, a title, a text, a link "Accueil"; a 500 adds an illustration. */
export function ErrorView({ status, title, text, homeLabel, children }: Props) {
  return (
    <main id="contenu" className="error-page container">
      {status === 500 ? <BrokenScissors /> : null}
      <p className="error-code" aria-hidden="true">
        {status}
      </p>
      <h1>{title}</h1>
      <p className="muted">{text}</p>
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', justifyContent: 'center' }}>
        <Link href="/" className="btn" prefetch={false}>
          {homeLabel}
        </Link>
        {children}
      </div>
    </main>
  )
}

function BrokenScissors() {
  return (
    <svg
      role="img"
      aria-label="Illustration : des ciseaux de toilettage cassés"
      width="160"
      height="120"
      viewBox="0 0 160 120"
    >
      <circle cx="45" cy="85" r="18" fill="none" stroke="#c2185b" strokeWidth="6" />
      <circle cx="115" cy="85" r="18" fill="none" stroke="#c2185b" strokeWidth="6" />
      <path d="M58 72 L100 20" stroke="#9c1149" strokeWidth="7" strokeLinecap="round" />
      <path d="M102 72 L78 42" stroke="#9c1149" strokeWidth="7" strokeLinecap="round" />
      <path d="M70 30 L62 18" stroke="#e23e7e" strokeWidth="7" strokeLinecap="round" />
      <circle cx="80" cy="12" r="4" fill="#f6bfd5" />
      <circle cx="140" cy="30" r="3" fill="#f6bfd5" />
    </svg>
  )
}
