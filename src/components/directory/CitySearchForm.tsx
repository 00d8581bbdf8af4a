'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'

import { cityListingPath } from '@/lib/cityListingPath'
import type { SpecialitySummary } from '@/server/reference/specialities'

type CityOption = {
  uri: string
  name: string
  postcode: string
  department: string
  groomers: number
  narrowTo?: string | null
}

const DEBOUNCE_MS = 150

/**
 * Groomer search: a city combobox (WAI-ARIA 1.2 pattern, fed by /api/v1/cities) and an optional
 * speciality, chosen first. Without JavaScript the form goes to /recherche, which resolves a typed city name.
 */
export function CitySearchForm({
  specialities,
  defaultCity = '',
  defaultSpeciality = '',
}: {
  specialities: SpecialitySummary[]
  defaultCity?: string
  defaultSpeciality?: string
}) {
  const router = useRouter()
  const id = useId()
  const listboxId = `${id}-villes`
  const [text, setText] = useState(defaultCity)
  const [options, setOptions] = useState<CityOption[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [chosen, setChosen] = useState<CityOption | null>(null)
  const [speciality, setSpeciality] = useState(defaultSpeciality)
  const typed = useRef(false)

  useEffect(() => {
    const query = text.trim()
    if (!typed.current || query.length === 0) return
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/v1/cities?${new URLSearchParams({ q: query })}`, {
          signal: controller.signal,
          headers: { accept: 'application/json' },
        })
        if (!response.ok) return
        const { cities } = (await response.json()) as { cities: CityOption[] }
        setOptions(cities)
        setActive(-1)
        setOpen(true)
      } catch {
        // An aborted or failed lookup leaves the field usable: the form still works without suggestions.
      }
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text])

  // A postcode of a city with several (Paris 75011): its page lists that part first.
  const cityPath = (option: CityOption) => cityListingPath(option, speciality || undefined)

  // Picking a suggestion is the search itself (one tap less on a phone): its page opens at once.
  const choose = (option: CityOption) => {
    typed.current = false
    setChosen(option)
    setText(option.name)
    setOpen(false)
    setActive(-1)
    router.push(cityPath(option))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current + step + options.length) % options.length)
    } else if (event.key === 'Enter' && open && active >= 0) {
      const option = options[active]
      if (!option) return
      event.preventDefault()
      choose(option)
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!chosen || chosen.name !== text) return // /recherche resolves what was typed
    event.preventDefault()
    router.push(cityPath(chosen))
  }

  const searching = open && text.trim().length > 0
  const expanded = searching && options.length > 0
  return (
    <form
      action="/recherche"
      method="get"
      role="search"
      aria-label="Trouver un toiletteur"
      className="search-form"
      onSubmit={onSubmit}
    >
      <div className="field combobox">
        <label htmlFor={`${id}-ville`}>Ville ou code postal</label>
        <input
          id={`${id}-ville`}
          name="ville"
          type="text"
          required
          maxLength={80}
          autoComplete="off"
          placeholder="Ex. : Lyon, 75011"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? `${listboxId}-${active}` : undefined}
          value={text}
          onChange={(event) => {
            typed.current = true
            setChosen(null)
            setText(event.target.value)
            if (!event.target.value.trim()) setOpen(false)
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul id={listboxId} role="listbox" aria-label="Villes proposées" className="combobox-list" hidden={!expanded}>
          {options.map((option, index) => (
            <li
              key={option.uri}
              id={`${listboxId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              <strong>{option.name}</strong>{' '}
              <span className="muted">
                {option.postcode} ·{' '}
                {option.groomers > 0
                  ? `${option.groomers} toiletteur${option.groomers > 1 ? 's' : ''}`
                  : 'aucun toiletteur'}
              </span>
            </li>
          ))}
        </ul>
        {searching && options.length === 0 ? <p className="muted combobox-empty">Aucune ville trouvée</p> : null}
        <p className="visually-hidden" role="status" aria-live="polite">
          {expanded
            ? `${options.length} ville${options.length > 1 ? 's' : ''} proposée${options.length > 1 ? 's' : ''}, flèches haut et bas pour choisir`
            : ''}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-specialite`}>Spécialité (facultatif)</label>
        <select
          id={`${id}-specialite`}
          name="specialite"
          value={speciality}
          onChange={(event) => setSpeciality(event.target.value)}
        >
          <option value="">Toutes les spécialités</option>
          {specialities.map((s) => (
            <option key={s.id} value={s.uri}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn search-submit">
        Rechercher
      </button>
    </form>
  )
}
