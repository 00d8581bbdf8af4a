import type { Media, Team, User } from '@/payload-types'
import { relationId } from '@/lib/relations'

import type { AuthenticatedPerson } from '../auth/tokens'
import { getPayloadClient } from '../payload'
import { DomainError } from '../domainErrors'

export type PracticeMember = {
  id: number
  name: string
  uri: string
  published: boolean
  picture: { url: string; alt: string } | null
}
export type Practice = { practice: Team; members: PracticeMember[]; paragraphs: string[] }

export const PRACTICE_NOT_FOUND = 'Étude introuvable.'

/** The groomer's practice with its members (their read access applies), or null without a practice. */
export async function practiceOf(groomer: AuthenticatedPerson): Promise<Practice | null> {
  const practiceId = relationId((groomer as User).team ?? null)
  if (!practiceId) return null
  const payload = await getPayloadClient()
  const [practice, members] = await Promise.all([
    payload.findByID({
      collection: 'teams',
      id: practiceId,
      depth: 0,
      user: groomer,
      overrideAccess: false,
      disableErrors: true,
    }),
    payload.find({
      collection: 'users',
      user: groomer,
      overrideAccess: false,
      depth: 1,
      limit: 50,
      sort: 'lastName',
      where: { team: { equals: practiceId } },
    }),
  ])
  if (!practice) return null
  return {
    practice,
    paragraphs: paragraphsOf(practice.presentation),
    members: members.docs.map((member) => {
      const picture = member.picture && typeof member.picture === 'object' ? (member.picture as Media) : null
      return {
        id: member.id,
        name: member.displayName || `${member.firstName} ${member.lastName}`,
        uri: member.uri,
        published: member.published === true,
        picture: picture?.url ? { url: picture.url, alt: picture.alt || '' } : null,
      }
    }),
  }
}

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

/** The plain paragraphs of a Lexical document (line breaks kept as "\n"). */
export function paragraphsOf(value: Team['presentation']): string[] {
  const text = (node: LexicalNode): string =>
    node.type === 'linebreak' ? '\n' : (node.text ?? '') + (node.children ?? []).map(text).join('')
  return ((value?.root?.children ?? []) as LexicalNode[])
    .map(text)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}

/** A valid Lexical document of plain paragraphs: blank lines separate paragraphs, single newlines break lines. */
export function lexicalOf(source: string): NonNullable<Team['presentation']> {
  const paragraphs = source
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: paragraphs.map((paragraph) => ({
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        textStyle: '',
        children: paragraph
          .split('\n')
          .flatMap((line, index) => [
            ...(index > 0 ? [{ type: 'linebreak', version: 1 }] : []),
            { type: 'text', text: line, format: 0, style: '', mode: 'normal', detail: 0, version: 1 },
          ]),
      })),
    },
  }
}

/** The signed-in groomer is a member of `practiceId`: another practice is a 404, as a missing one. */
export function requirePracticeMember(groomer: AuthenticatedPerson, practiceId: number): void {
  if (relationId((groomer as User).team ?? null) !== practiceId) throw new DomainError('not_found', PRACTICE_NOT_FOUND)
}

/** A member updates their own practice's presentation; another practice's id is a 404. */
export async function updatePracticePresentation(
  groomer: AuthenticatedPerson,
  practiceId: number,
  source: string,
): Promise<Team> {
  requirePracticeMember(groomer, practiceId)
  const payload = await getPayloadClient()
  return payload.update({
    collection: 'teams',
    id: practiceId,
    user: groomer,
    overrideAccess: false,
    depth: 0,
    data: { presentation: lexicalOf(source) },
  })
}
