'use client'

import { toast, useField } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { FILE_TOO_BIG, IMAGE_RULES, MAX_UPLOAD_BYTES } from '../../lib/uploadLimits'

/**
 * On an image's page in /admin: what is accepted, said before a file is chosen, and a file over
 * 10 Mo taken back at once (the browser would otherwise send all of it before the server refuses).
 */
export function UploadRules() {
  const { value, setValue } = useField<File | null>({ path: 'file' })
  const [refused, setRefused] = useState<string | null>(null)

  useEffect(() => {
    if (!(value instanceof File)) return
    if (value.size <= MAX_UPLOAD_BYTES) return setRefused(null)
    setValue(null)
    setRefused(FILE_TOO_BIG)
    toast.error(FILE_TOO_BIG)
  }, [value, setValue])

  return (
    <div style={{ marginBottom: 'var(--spacing-field)' }}>
      <p data-testid="upload-rules" style={{ margin: 0 }}>
        {IMAGE_RULES}
      </p>
      <p role="alert" style={{ margin: refused ? '8px 0 0' : 0, color: '#a1123a', fontWeight: 600 }}>
        {refused}
      </p>
    </div>
  )
}
