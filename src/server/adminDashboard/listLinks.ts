/** A condition of a Payload `where`, as the admin list reads it from its URL. */
export type ListWhere = { [path: string]: ListWhere | ListWhere[] | string | number | boolean }

/** `where[a][b]=1`, `where[and][0][…]=…`: the query string Payload's admin list and REST parse (qs). */
function pairs(prefix: string, value: ListWhere | ListWhere[] | string | number | boolean): string[] {
  if (typeof value !== 'object') return [`${prefix}=${encodeURIComponent(String(value))}`]
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value)
  return entries.flatMap(([key, item]) => pairs(`${prefix}[${key}]`, item))
}

/** The admin list of `collection` filtered by `where` (the filter shows in the list's filter bar). */
export function adminListLink(collection: string, where: ListWhere, sort?: string): string {
  const query = [...pairs('where', where), ...(sort ? [`sort=${encodeURIComponent(sort)}`] : [])]
  return `/admin/collections/${collection}?${query.join('&')}`
}
