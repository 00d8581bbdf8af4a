import type { CustomComponent } from 'payload'

import type { ExportName } from '../../src/server/adminExports/files'

/**
 * The "Exporter en CSV" button above an admin list (src/components/admin/ExportCsvLink.tsx): it
 * downloads `/api/v1/admin/exports/{file}.csv` with the list's current filter and search.
 */
export const exportCsvLink = (file: ExportName): CustomComponent => ({
  path: '/src/components/admin/ExportCsvLink#ExportCsvLink',
  clientProps: { file },
})
