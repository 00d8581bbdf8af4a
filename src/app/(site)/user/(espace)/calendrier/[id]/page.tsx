import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { DateTime } from 'luxon'

import { AgendaGrid } from '@/components/groomerSpace/agenda/AgendaGrid'
import { AgendaToolbar } from '@/components/groomerSpace/agenda/AgendaToolbar'
import { BlockTimeForm } from '@/components/groomerSpace/agenda/BlockTimeForm'
import { ManualAppointmentForm } from '@/components/groomerSpace/agenda/ManualAppointmentForm'
import { MemberSwitcher } from '@/components/groomerSpace/agenda/MemberSwitcher'
import styles from '@/components/groomerSpace/agenda/agenda.module.css'
import { agendasOf, motivesOf } from '@/server/agenda/agendas'
import { rememberedNotice } from '@/server/agenda/notice'
import { parseId } from '@/server/http/ids'
import { agendaQuery } from '@/server/agenda/schemas'
import { actingMember } from '@/server/agenda/practiceTokens'
import { type GridColumn, gridColumns, gridHours } from '@/server/agenda/grid'
import { loadAgenda } from '@/server/agenda/view'
import { requirePerson } from '@/server/http/requirePerson'
import { getPayloadClient } from '@/server/payload'
import { pageTitle } from '@/server/seo/title'

export const metadata: Metadata = { title: pageTitle('Agenda') }

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** One groomer's agenda (theirs or a practice member's): day or week, with the hand-made appointment and block forms. */
export default async function AgendaPage({ params, searchParams }: Props) {
  const viewer = await requirePerson('groomer')
  const [{ id }, query, requestHeaders] = await Promise.all([params, searchParams, headers()])
  const groomerId = parseId(id)
  const owner = groomerId ? await actingMember(await getPayloadClient(), viewer, groomerId, requestHeaders) : null
  if (!owner) notFound()
  const zone = owner.timezone || 'Europe/Paris'
  const parsed = agendaQuery.safeParse({ vue: first(query.vue), date: first(query.date) })
  const mode = parsed.success ? parsed.data.vue : 'jour'
  const date = (parsed.success && parsed.data.date) || (DateTime.now().setZone(zone).toISODate() ?? '')
  const [agenda, motives, agendas] = await Promise.all([
    loadAgenda(owner, mode, date),
    motivesOf(owner),
    agendasOf(viewer, requestHeaders),
  ])
  const openable = agendas.filter((entry) => entry.openable)
  const own = owner.id === viewer.id
  const name = owner.displayName || `${owner.firstName} ${owner.lastName}`
  const now = new Date()
  // The day view of a practice: one column per agenda the groomer may open, theirs first, each with its groomer's motives.
  const { columns, motivesByGroomer } =
    mode === 'jour' && openable.length > 1
      ? await memberColumns(viewer, owner, openable, date, requestHeaders, now, agenda, motives)
      : { columns: gridColumns(agenda, { id: owner.id, own }, now), motivesByGroomer: { [owner.id]: motives } }
  const nowTime = DateTime.fromJSDate(now).setZone(zone)
  return (
    <div className="stack">
      <h1>{own ? 'Mon agenda' : `Agenda de ${name}`}</h1>
      {openable.length > 1 ? (
        <MemberSwitcher
          current={owner.id}
          members={openable.map(({ id: memberId, name: memberName }) => ({ id: memberId, name: memberName }))}
          query={`vue=${mode}&date=${date}`}
        />
      ) : null}
      <AgendaToolbar groomerId={owner.id} mode={mode} date={date} zone={zone} />
      <p className="muted" style={{ margin: 0 }}>
        Heures affichées dans le fuseau {zone}.
      </p>
      <AgendaGrid
        columns={columns}
        hours={gridHours(columns)}
        nowMinute={nowTime.hour * 60 + nowTime.minute}
        motives={motivesByGroomer}
        week={mode === 'semaine'}
        zone={zone}
        notice={rememberedNotice(viewer)}
      />
      <div className={styles.forms}>
        <details className="card">
          <summary>Nouveau rendez-vous</summary>
          <ManualAppointmentForm
            groomerId={owner.id}
            motives={motives}
            defaultDay={date}
            zone={zone}
            notice={rememberedNotice(viewer)}
          />
        </details>
        <details className="card">
          <summary>Bloquer un créneau</summary>
          <BlockTimeForm groomerId={owner.id} defaultDay={date} />
        </details>
      </div>
    </div>
  )
}

/** The day's columns of every openable practice agenda and their groomers' motives (the shown one's already loaded). */
async function memberColumns(
  viewer: Awaited<ReturnType<typeof requirePerson>>,
  owner: NonNullable<Awaited<ReturnType<typeof actingMember>>>,
  openable: { id: number; name: string; own: boolean }[],
  date: string,
  requestHeaders: Headers,
  now: Date,
  shown: Awaited<ReturnType<typeof loadAgenda>>,
  shownMotives: Awaited<ReturnType<typeof motivesOf>>,
): Promise<{ columns: GridColumn[]; motivesByGroomer: Record<number, Awaited<ReturnType<typeof motivesOf>>> }> {
  const payload = await getPayloadClient()
  const loaded = await Promise.all(
    openable.map(async (entry) => {
      const member = entry.id === owner.id ? owner : await actingMember(payload, viewer, entry.id, requestHeaders)
      if (!member) return null
      const [agenda, motives] =
        entry.id === owner.id
          ? [shown, shownMotives]
          : await Promise.all([loadAgenda(member, 'jour', date), motivesOf(member)])
      return {
        id: member.id,
        motives,
        columns: gridColumns(agenda, { id: member.id, own: entry.own, name: entry.own ? 'Moi' : entry.name }, now),
      }
    }),
  )
  const members = loaded.filter((member) => member !== null)
  return {
    columns: members.flatMap((member) => member.columns),
    motivesByGroomer: Object.fromEntries(members.map((member) => [member.id, member.motives])),
  }
}
