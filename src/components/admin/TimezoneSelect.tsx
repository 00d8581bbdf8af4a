'use client'

import { SelectInput, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import { useMemo } from 'react'

import { listTimezones } from '../../server/reference/timezones'

/**
 * The groomer's time zone in /admin: a searchable list of the IANA zones (France, Belgium and
 * Switzerland first), as in the groomer's own settings, stored as the zone's name. The field's
 * message "Choisissez un fuseau horaire de la liste" then names a list the admin sees.
 */
export const TimezoneSelect: TextFieldClientComponent = ({ field, path, readOnly }) => {
  const { value, setValue, showError } = useField<string>({ path })
  const options = useMemo(() => listTimezones(new Date()).map(({ id, label }) => ({ value: id, label })), [])
  const description = typeof field.admin?.description === 'string' ? field.admin.description : undefined
  return (
    <SelectInput
      path={path}
      name={field.name}
      label={field.label}
      required={field.required}
      readOnly={readOnly}
      showError={showError}
      description={description}
      options={options}
      value={value ?? undefined}
      isClearable={false}
      onChange={(option) =>
        setValue(Array.isArray(option) ? option[0]?.value : (option as { value?: string } | null)?.value)
      }
    />
  )
}
