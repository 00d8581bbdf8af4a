'use client'

import { useEffect, useState } from 'react'

/** Chrome's and Edge's install offer (not in TypeScript's DOM types). */
type InstallPrompt = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> }

type State = 'unknown' | 'installed' | 'offered' | 'ios' | 'menu'

/** « Installer l'application »: the browser's own offer where it makes one, else how to do it by hand. */
export function InstallApp() {
  const [state, setState] = useState<State>('unknown')
  const [offer, setOffer] = useState<InstallPrompt | null>(null)

  useEffect(() => {
    if (window.matchMedia('(display-mode: standalone)').matches) return setState('installed')
    setState(/iPhone|iPad/.test(navigator.userAgent) ? 'ios' : 'menu')
    const offered = (event: Event) => {
      event.preventDefault()
      setOffer(event as InstallPrompt)
      setState('offered')
    }
    const installed = () => setState('installed')
    window.addEventListener('beforeinstallprompt', offered)
    window.addEventListener('appinstalled', installed)
    return () => {
      window.removeEventListener('beforeinstallprompt', offered)
      window.removeEventListener('appinstalled', installed)
    }
  }, [])

  async function install() {
    if (!offer) return
    await offer.prompt()
    const { outcome } = await offer.userChoice
    setOffer(null)
    setState(outcome === 'accepted' ? 'installed' : 'menu')
  }

  if (state === 'installed')
    return <p style={{ margin: 0 }}>L’application est installée : ouvrez-la depuis l’écran d’accueil.</p>
  if (state === 'offered')
    return (
      <button type="button" className="btn" onClick={() => void install()}>
        Installer l’application
      </button>
    )
  if (state === 'ios')
    return (
      <p style={{ margin: 0 }}>
        Sur iPhone : touchez le bouton Partager de Safari, puis « Sur l’écran d’accueil ». L’espace s’ouvrira alors
        comme une application, sur votre tableau de bord.
      </p>
    )
  return (
    <p style={{ margin: 0 }}>
      Depuis le menu du navigateur, choisissez « Installer l’application » ou « Ajouter à l’écran d’accueil » : l’espace
      s’ouvrira comme une application, sur votre tableau de bord.
    </p>
  )
}
