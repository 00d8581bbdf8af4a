import Link from 'next/link'

import styles from './PageTabs.module.css'

type Tab = { href: string; label: string; current: boolean }

/** Views of one page as tabs that are plain links (server-rendered, they work without JavaScript); the current one is marked. */
export function PageTabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link href={tab.href} className={styles.tab} aria-current={tab.current ? 'page' : undefined} scroll={false}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
