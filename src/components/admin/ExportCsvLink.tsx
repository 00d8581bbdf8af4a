'use client'

import { Button, useListQuery } from '@payloadcms/ui'

/**
 * Above an admin list: downloads the list as a CSV file for Excel, with the rows its filter and
 * search select (all pages, sorted by id). The file comes from the product API, admins only.
 */
export function ExportCsvLink({ file }: { file: string }) {
  const { query } = useListQuery()
  const params = new URLSearchParams()
  if (query.where && Object.keys(query.where).length) params.set('where', JSON.stringify(query.where))
  if (typeof query.search === 'string' && query.search.trim()) params.set('search', query.search.trim())
  const href = `/api/v1/admin/exports/${file}.csv${params.size ? `?${params.toString()}` : ''}`
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 'var(--base)' }}>
      <Button
        el="anchor"
        url={href}
        buttonStyle="secondary"
        size="small"
        margin={false}
        tooltip="Toutes les lignes du filtre en cours, pas seulement cette page"
      >
        Exporter en CSV
      </Button>
    </div>
  )
}
