import type { CustomerFolder } from '@/payload-types'
import { frenchDay, isVaccinationStale } from '@/server/customerFolders/vaccinations'

import styles from './Folders.module.css'

/** The folder's vaccinations given more than a year ago, shown first so the groomer asks for the booster. */
export function StaleVaccinations({ folder, timezone, now }: { folder: CustomerFolder; timezone: string; now: Date }) {
  const stale = (folder.pets ?? []).flatMap((pet) =>
    (pet.vaccinations ?? [])
      .filter((shot) => isVaccinationStale(shot.date, now, timezone))
      .map((shot) => ({ pet: pet.name, name: shot.name, day: frenchDay(shot.date ?? '') })),
  )
  if (stale.length === 0) return null
  return (
    <section className={`card ${styles.stale}`} aria-labelledby="stale-title">
      <h2 id="stale-title" style={{ marginTop: 0 }}>
        Vaccins de plus d’un an
      </h2>
      <ul>
        {stale.map((item, index) => (
          <li key={index}>
            <strong>{item.pet}</strong> : {item.name}, le {item.day}{' '}
            <span className={styles.staleBadge}>rappel à vérifier</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
