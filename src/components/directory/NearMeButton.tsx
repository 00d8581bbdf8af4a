'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { type MouseEvent, useState } from 'react'

import { nearMePath } from '@/lib/nearMePath'

const REFUSED = 'Localisation refusée : autorisez-la pour ce site dans votre navigateur, ou cherchez une ville.'
const UNAVAILABLE = 'Position introuvable pour le moment : réessayez, ou cherchez une ville.'

/**
 * « Autour de moi »: asks the browser's position only on this tap, then opens the groomers around
 * it. A link to /autour-de-moi without JavaScript (that page explains and offers the same tap).
 */
export function NearMeButton({ className = 'btn btn-ghost' }: { className?: string }) {
  const router = useRouter()
  const [state, setState] = useState<'idle' | 'locating' | 'error'>('idle')
  const [error, setError] = useState('')

  const locate = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!('geolocation' in navigator)) return // the page explains
    event.preventDefault()
    setState('locating')
    setError('')
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => router.push(nearMePath({ lat: coords.latitude, lng: coords.longitude })),
      (failure) => {
        setState('error')
        setError(failure.code === failure.PERMISSION_DENIED ? REFUSED : UNAVAILABLE)
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    )
  }

  return (
    <div className="near-me">
      <Link
        href="/autour-de-moi"
        className={className}
        onClick={locate}
        aria-busy={state === 'locating'}
        prefetch={false}
      >
        <span aria-hidden="true">⌖</span> {state === 'locating' ? 'Localisation…' : 'Autour de moi'}
      </Link>
      <p role="alert" className="form-error near-me-error" hidden={!error}>
        {error}
      </p>
    </div>
  )
}
