import {
  createLocalReq,
  executeAccess,
  type CollectionSlug,
  type Payload,
  type PayloadRequest,
  type Where,
} from 'payload'
import { combineWhereConstraints } from 'payload/shared'

import type { AuthenticatedPerson } from '../auth/tokens'
import { DomainError } from '../domainErrors'
import { log } from '../observability/log'
import { CSV_BOM, csvLine } from '../statistics/csv'
import type { ExportFile } from './files'

/** Rows read per query: a page's rows and labels are all the export holds in memory at once. */
export const PAGE_SIZE = 1000

export const EXPORT_FORBIDDEN = 'Votre compte ne peut pas lire cette liste.'

type Doc = Record<string, unknown> & { id: number }
type Page = { text: string; lastId: number | null; done: boolean }

/**
 * What the admin may read of `collection`, as Payload's find would apply it: the collection's read
 * access run for them (false: nothing; a Where: only those rows; true: all).
 */
async function readScope(req: PayloadRequest, collection: CollectionSlug): Promise<Where | boolean> {
  const collectionConfig = req.payload.collections[collection].config
  return executeAccess({ req, collectionConfig, disableErrors: true }, collectionConfig.access.read)
}

const scoped = (where: Where, scope: Where | boolean): Where =>
  scope === true || scope === false ? where : combineWhereConstraints([where, scope])

/** The rows after `afterId` (keyset paging: each page is an index range scan, however far the export has gone). */
const pageWhere = (where: Where, afterId: number | null): Where =>
  afterId === null ? where : combineWhereConstraints([where, { id: { greater_than: afterId } }])

/**
 * Rows straight from the database adapter: the read-only SQL Payload builds from `where`, without
 * the Local API's per-document read hooks (50,000 appointments: 19 s through the Local API, 3.3 s
 * this way; scripts/bench/exports.ts). The rights were applied before: the collection's read access
 * (`scoped`) and the filter checked as the admin's query (`checkFilter`); every exported field is
 * one admins may read.
 */
async function readRows(
  req: PayloadRequest,
  collection: CollectionSlug,
  where: Where,
  select: Record<string, true>,
  limit: number,
): Promise<Doc[]> {
  const { docs } = await req.payload.db.find({ collection, where, select, sort: 'id', limit, pagination: false, req })
  return docs as unknown as Doc[]
}

/** Labels already read, by relation field; a field's map is emptied past this size (memory stays bounded). */
type Labels = Record<string, Map<number, string | null>>
const LABELS_KEPT = 20_000

/**
 * Adds the labels of each relation of `docs` (practice names, groomers' names…) that `labels` lacks:
 * one query per relation and page, none when the page's groomers were all on earlier pages.
 */
async function addLabels(req: PayloadRequest, file: ExportFile, docs: Doc[], labels: Labels): Promise<void> {
  for (const lookup of file.lookups) {
    let known = labels[lookup.field] ?? new Map<number, string | null>()
    const ids = [
      ...new Set(
        docs.map((doc) => doc[lookup.field]).filter((id): id is number => typeof id === 'number' && !known.has(id)),
      ),
    ]
    if (known.size + ids.length > LABELS_KEPT) known = new Map()
    labels[lookup.field] = known
    const scope = ids.length ? await readScope(req, lookup.collection) : false
    if (scope === false) continue
    const related = await readRows(
      req,
      lookup.collection,
      scoped({ id: { in: ids } }, scope),
      lookup.select,
      ids.length,
    )
    for (const id of ids) known.set(id, null)
    for (const doc of related) known.set(doc.id, lookup.label(doc))
  }
}

async function readPage(
  req: PayloadRequest,
  file: ExportFile,
  where: Where,
  afterId: number | null,
  labels: Labels,
): Promise<Page> {
  const rows = await readRows(req, file.collection, pageWhere(where, afterId), file.select, PAGE_SIZE)
  await addLabels(req, file, rows, labels)
  return {
    text: rows.map((doc) => csvLine(file.cells(doc, labels))).join(''),
    lastId: rows.at(-1)?.id ?? afterId,
    done: rows.length < PAGE_SIZE,
  }
}

/**
 * The filter checked as the admin's own query: Payload's count, with their user and access, refuses
 * a field that does not exist or that they may not query (hidden ones such as the password hash).
 */
async function checkFilter(
  payload: Payload,
  file: ExportFile,
  admin: AuthenticatedPerson,
  filter: Where,
): Promise<void> {
  await payload.count({ collection: file.collection, where: filter, user: admin, overrideAccess: false })
}

/**
 * The export as a stream of UTF-8 text: the BOM, the header line, then the rows in id order, one
 * page read each time the reader asks for more. The filter is checked and the first page read
 * before this returns, so a refused filter is an error for the caller to answer, not a broken download.
 */
export async function exportStream(
  payload: Payload,
  file: ExportFile,
  admin: AuthenticatedPerson,
  filter: Where,
): Promise<ReadableStream<Uint8Array>> {
  const req = await createLocalReq({ user: admin }, payload)
  const scope = await readScope(req, file.collection)
  if (scope === false) throw new DomainError('forbidden', EXPORT_FORBIDDEN)
  await checkFilter(payload, file, admin, filter)
  const where = scoped(filter, scope)
  const encoder = new TextEncoder()
  const labels: Labels = {}
  let page = await readPage(req, file, where, null, labels)
  let first = true
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!first) page = await readPage(req, file, where, page.lastId, labels)
      } catch (error) {
        // The answer has started: the download ends unfinished (the browser reports it failed).
        log('error', 'admin export interrupted', { collection: file.collection, afterId: page.lastId, error })
        controller.error(error)
        return
      }
      const start = first ? CSV_BOM + csvLine(file.header) : ''
      first = false
      if (start || page.text) controller.enqueue(encoder.encode(start + page.text))
      if (page.done) controller.close()
    },
  })
}
