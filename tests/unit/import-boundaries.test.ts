import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

import { findImportCircles, resolveSpecifier, runtimeSpecifiers } from '../../scripts/lint/importCircles'

const root = path.resolve(import.meta.dirname, '../..')
const fixtures = path.join(root, 'tests/fixtures/importCircles')

describe('the import-circle check (npm run lint)', () => {
  it('reports a circle through a collection hook, a service and the config, with its files', () => {
    const circles = findImportCircles(path.join(fixtures, 'withCircle'), ['.'])
    expect(circles).toHaveLength(1)
    expect(circles[0].files).toEqual([
      'collections/Requests/hooks/accept.ts',
      'collections/Requests/index.ts',
      'collections/index.ts',
      'payload.config.ts',
      'src/server/acceptance.ts',
      'src/server/client.ts',
    ])
    expect(circles[0].path).toEqual([
      'collections/Requests/hooks/accept.ts',
      'src/server/acceptance.ts',
      'src/server/client.ts',
      'payload.config.ts',
      'collections/index.ts',
      'collections/Requests/index.ts',
      'collections/Requests/hooks/accept.ts',
    ])
  })

  it('reports nothing when the hook passes its payload and the only circle left is made of type imports', () => {
    expect(findImportCircles(path.join(fixtures, 'withoutCircle'), ['.'])).toEqual([])
  })

  it('keeps runtime imports and re-exports, and leaves out what compilation erases', () => {
    const text = [
      "import './sideEffect'",
      "import value from './default'",
      "import * as all from './namespace'",
      "import { a, type B } from './mixed'",
      "import type { C } from './typeOnly'",
      "import { type D, type E } from './inlineTypesOnly'",
      "export { f } from './reExport'",
      "export * from './reExportAll'",
      "export type { G } from './typeReExport'",
      "const later = () => import('./dynamic')",
    ].join('\n')
    expect(runtimeSpecifiers('x.ts', text)).toEqual([
      './sideEffect',
      './default',
      './namespace',
      './mixed',
      './reExport',
      './reExportAll',
    ])
  })

  it('resolves the aliases and relative paths of the project, not packages', () => {
    const from = path.join(root, 'collections/Cities/index.ts')
    expect(resolveSpecifier(root, from, '@payload-config')).toBe(path.join(root, 'payload.config.ts'))
    expect(resolveSpecifier(root, from, '@/server/payload')).toBe(path.join(root, 'src/server/payload.ts'))
    expect(resolveSpecifier(root, from, '../_fields')).toBe(path.join(root, 'collections/_fields/index.ts'))
    expect(resolveSpecifier(root, from, 'payload')).toBeNull()
  })
})

describe('the restricted imports of the lint (services, collections)', () => {
  const eslint = new ESLint({ cwd: root })

  /** The restricted-import messages ESLint gives `text` written at `filePath` (no file needed). */
  async function restrictedImports(filePath: string, text: string): Promise<string[]> {
    expect(await eslint.isPathIgnored(filePath)).toBe(false)
    const [result] = await eslint.lintText(text, { filePath })
    return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.message)
  }

  it.each([
    ["import { NextResponse } from 'next/server'", 'does not import Next'],
    ["import { revalidatePath } from 'next/cache.js'", 'does not import Next'],
    ["import { ApiError } from '../http/errors'", 'does not import the HTTP layer'],
    ["import { ApiError } from '@/server/http/errors'", 'does not import the HTTP layer'],
    ["import { ApiError } from '../../../src/server/http/errors'", 'does not import the HTTP layer'],
    ["import { normaliseSearch } from '../../../collections/Cities'", 'does not import collection code'],
    ["import type { Appointment } from '../../../collections/Appointments'", 'does not import collection code'],
  ])('a service importing %s fails the lint', async (line, reason) => {
    const messages = await restrictedImports('src/server/x/y.ts', `${line}\n\nexport const used = 1\n`)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain(reason)
  })

  it('the HTTP layer reached without naming the folder is found at any depth, and only there', async () => {
    const line = (specifier: string) => `export { ApiError } from '${specifier}'\n`
    expect(await restrictedImports('src/server/health2.ts', line('./http/errors'))).toHaveLength(1)
    expect(await restrictedImports('src/server/x/z/y.ts', line('../../http/errors'))).toHaveLength(1)
    // From two folders down, `../http` is src/server/x/http: not the HTTP layer.
    expect(await restrictedImports('src/server/x/z/y.ts', line('../http/errors'))).toEqual([])
    expect(await restrictedImports('src/integrations/x/y.ts', line('../../server/http/errors'))).toHaveLength(1)
  })

  it.each([
    ["import { getPayloadClient } from '../../../src/server/payload'", 'never the Payload client'],
    ["import { getPayloadClient } from '@/server/payload'", 'never the Payload client'],
    ["import config from '@payload-config'", 'never imports the Payload config'],
    ["import config from '../../../payload.config'", 'never imports the Payload config'],
  ])('a collection importing %s fails the lint', async (line, reason) => {
    const messages = await restrictedImports('collections/X/hooks/y.ts', `${line}\n\nexport const used = 1\n`)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain(reason)
  })

  it('the allowed arrows pass: services import services, collections call services, routes use Next', async () => {
    const service = "import { getPayloadClient } from '../payload'\nimport { env } from '@/server/env'\n"
    expect(await restrictedImports('src/server/x/y.ts', service)).toEqual([])
    const hook = "import { createGroomerFromRequest } from '../../../src/server/signup/acceptance'\n"
    expect(await restrictedImports('collections/X/hooks/y.ts', hook)).toEqual([])
    const route = "import { NextResponse } from 'next/server'\nimport { apiRoute } from '@/server/http/route'\n"
    expect(await restrictedImports('src/app/api/v1/x/route.ts', route)).toEqual([])
    expect(await restrictedImports('src/server/http/y.ts', "import { after } from 'next/server'\n")).toEqual([])
  })
})
