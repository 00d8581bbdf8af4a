import { createElement } from 'react'
import { describe, expect, it } from 'vitest'

import { AppointmentCancelled } from '../../email-templates/AppointmentCancelled'
import { AppointmentConfirmed } from '../../email-templates/AppointmentConfirmed'
import { AppointmentRefused } from '../../email-templates/AppointmentRefused'
import { fixtures } from '../../email-templates/fixtures'
import { DEFAULT_MAIL_TEMPLATES, DEFAULT_MESSAGE_TEMPLATES } from '../../src/lib/templates/defaults'
import { SAMPLE_VALUES } from '../../src/lib/templates/sample'
import { countSms } from '../../src/lib/templates/smsCount'
import {
  substitute,
  TEMPLATE_PURPOSES,
  unknownVariables,
  unknownVariablesMessage,
} from '../../src/lib/templates/variables'
import { renderEmail } from '../../src/server/notifications/render'
import { templateBody } from '../../src/server/templates/schema'

describe('variables', () => {
  it('substitutes every known variable, repeated or not, and leaves the rest of the text alone', () => {
    const text =
      'Bonjour {prenom} {nom}, {animal} est attendu le {date} à {heure} chez {toiletteur} ({adresse}) pour {motif}. {lien} · {telephone} · {prenom}'
    expect(substitute(text, SAMPLE_VALUES)).toBe(
      'Bonjour Chloé Durand, Filou est attendu le mardi 1 décembre 2026 à 10:00 chez Camille Martin (14 rue de Bretagne, 75003 Paris) pour Toilettage complet. https://mon-toiletteur.fr/appointments/RDV-K7Q2-M9XP-4TZA · 01 23 45 67 89 · Chloé',
    )
  })

  it('a value that looks like a variable is not substituted again', () => {
    expect(substitute('{prenom} / {nom}', { prenom: '{nom}', nom: 'Durand' })).toBe('{nom} / Durand')
  })

  it('names each unknown variable once, as written; {raison} exists for a refusal only', () => {
    expect(unknownVariables('Bonjour {prénom} {prenom} {client} {client} { nom }', 'confirmation')).toEqual([
      '{prénom}',
      '{client}',
      '{ nom }',
    ])
    expect(unknownVariables('Refusé : {raison}', 'refusal')).toEqual([])
    expect(unknownVariables('Refusé : {raison}', 'confirmation')).toEqual(['{raison}'])
    expect(unknownVariablesMessage('{client}', 'reminder')).toBe(
      'Variable inconnue : {client}. Utilisez une variable de la liste.',
    )
    expect(unknownVariablesMessage('{a} et {b}', 'reminder')).toBe(
      'Variables inconnues : {a}, {b}. Utilisez des variables de la liste.',
    )
    expect(unknownVariablesMessage('Accolade seule { et texte', 'reminder')).toBeNull()
  })

  it('every default wording uses only the variables of its purpose', () => {
    for (const purpose of TEMPLATE_PURPOSES) {
      expect(
        unknownVariables(DEFAULT_MAIL_TEMPLATES[purpose].subject + DEFAULT_MAIL_TEMPLATES[purpose].body, purpose),
      ).toEqual([])
      expect(unknownVariables(DEFAULT_MESSAGE_TEMPLATES[purpose], purpose)).toEqual([])
    }
  })
})

describe('validation of a template', () => {
  it('rejects unknown variables in the subject and the body with a French message naming them', () => {
    const result = templateBody('email', 'confirmation').safeParse({ subject: 'RDV {jour}', body: 'Bonjour {client}' })
    expect(result.success).toBe(false)
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])
    expect(messages).toContainEqual(['subject', expect.stringContaining('{jour}')])
    expect(messages).toContainEqual(['body', expect.stringContaining('{client}')])
  })

  it('requires a one-line subject for e-mails, a text within 640 characters for SMS', () => {
    expect(templateBody('email', 'refusal').safeParse({ subject: 'Ligne 1\nLigne 2', body: 'x' }).success).toBe(false)
    expect(templateBody('email', 'refusal').safeParse({ subject: '  ', body: 'x' }).success).toBe(false)
    expect(templateBody('sms', 'reminder').safeParse({ body: 'x'.repeat(641) }).success).toBe(false)
    expect(templateBody('sms', 'reminder').safeParse({ body: ' Rappel {heure} ' }).data).toEqual({
      body: 'Rappel {heure}',
      active: true,
    })
  })
})

describe('SMS count', () => {
  it('160 GSM characters in one SMS, 153 per SMS beyond', () => {
    expect(countSms('')).toMatchObject({ characters: 0, messages: 0 })
    expect(countSms('a'.repeat(160))).toMatchObject({ characters: 160, messages: 1, encoding: 'gsm' })
    expect(countSms('a'.repeat(161))).toMatchObject({ messages: 2, perMessage: 153 })
    expect(countSms('a'.repeat(306))).toMatchObject({ messages: 2 })
    expect(countSms('a'.repeat(307))).toMatchObject({ messages: 3 })
  })

  it('é, è, à, ù stay GSM; € and [ count twice', () => {
    expect(countSms('Réservé à été où')).toMatchObject({ encoding: 'gsm', characters: 16 })
    expect(countSms('30 €')).toMatchObject({ encoding: 'gsm', characters: 5 })
  })

  it('one non-GSM character (ê, ç, ’, emoji) means 70 per SMS, 67 beyond', () => {
    expect(countSms('Empêchement')).toMatchObject({ encoding: 'unicode', messages: 1 })
    expect(countSms('ç'.repeat(70))).toMatchObject({ messages: 1, perMessage: 70 })
    expect(countSms('ç'.repeat(71))).toMatchObject({ messages: 2, perMessage: 67 })
    expect(countSms('l’animal')).toMatchObject({ encoding: 'unicode' })
    expect(countSms('🐶')).toMatchObject({ encoding: 'unicode', characters: 2 })
  })

  it('the default SMS are GSM and fit one SMS with the sample data', () => {
    for (const purpose of TEMPLATE_PURPOSES)
      expect(countSms(substitute(DEFAULT_MESSAGE_TEMPLATES[purpose], SAMPLE_VALUES))).toMatchObject({
        encoding: 'gsm',
        messages: 1,
      })
  })
})

describe('the groomer’s wording in the e-mails', () => {
  it('is HTML-escaped, keeps its line breaks and paragraphs, and the details and links stay', async () => {
    const message = 'Bonjour <b>Chloé</b> & co,\nligne deux\n\n<script>alert(1)</script>'
    const { html } = await renderEmail(createElement(AppointmentConfirmed, { ...fixtures.confirmed, message }))
    expect(html).toContain('Bonjour &lt;b&gt;Chloé&lt;/b&gt; &amp; co,<br/>ligne deux')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('<script>')
    expect(html).toContain('Google Agenda')
    expect(html).toContain(fixtures.confirmed.appointmentUrl)
    expect(html).toContain('RDV-K7Q2-M9XP-4TZA')
  })

  it('the refusal keeps the reason visible when the text leaves {raison} out; the cancellation has its own e-mail', async () => {
    const without = await renderEmail(
      createElement(AppointmentRefused, { ...fixtures.refused, message: 'Désolée, pas possible.' }),
    )
    expect(without.text).toContain('Raison du refus')
    expect(without.text).toContain('Je suis complet ce jour-là.')
    const withReason = await renderEmail(createElement(AppointmentRefused, fixtures.refused))
    expect(withReason.text).not.toContain('Raison du refus')
    const cancelled = await renderEmail(createElement(AppointmentCancelled, fixtures.cancelled))
    expect(cancelled.text.toLowerCase()).toContain('votre rendez-vous est annulé')
    expect(cancelled.text).toContain('Reprendre rendez-vous')
  })
})
