'use client'

import { useRouter } from 'next/navigation'

import { useHydrated } from '@/lib/useHydrated'

/** Switches to a practice member's agenda, keeping the view and the date. */
export function MemberSwitcher({
  current,
  members,
  query,
}: {
  current: number
  members: { id: number; name: string }[]
  query: string
}) {
  const router = useRouter()
  const hydrated = useHydrated()
  return (
    <div className="field" style={{ marginBottom: 0, maxWidth: '22rem' }}>
      <label htmlFor="agenda-member">Agenda affiché</label>
      <select
        id="agenda-member"
        value={current}
        disabled={!hydrated}
        onChange={(event) => router.push(`/user/calendrier/${event.target.value}?${query}`)}
      >
        {members.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </select>
    </div>
  )
}
