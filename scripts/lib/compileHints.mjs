import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

/** V8's explicit compile hint: compile every function of the file while it streams in (decision 0080). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The route folders whose pages are the site's (public pages, the groomer's and the owner's spaces), not Payload's admin. */
const SITE_ROUTES = 'server/app/(site)'

function* manifestsUnder(folder) {
  if (!existsSync(folder)) return
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name)
    if (entry.isDirectory()) yield* manifestsUnder(file)
    else if (entry.name.endsWith('_client-reference-manifest.js')) yield file
  }
}

/** The chunks a page of a client reference manifest loads with its document (`entryJSFiles`). */
function entryChunksOf(manifestFile) {
  const context = {}
  vm.runInNewContext(readFileSync(manifestFile, 'utf8'), context)
  return Object.values(context.__RSC_MANIFEST ?? {}).flatMap((manifest) =>
    Object.values(manifest.entryJSFiles ?? {}).flat(),
  )
}

/**
 * The client chunks every page of the site runs as it loads: the framework's (`rootMainFiles`) and
 * each site route's own entries. Chunks loaded later (a dialog opened, Payload's admin) are left out.
 */
export function loadChunks(nextDir) {
  const { rootMainFiles = [] } = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'))
  const pages = [...manifestsUnder(path.join(nextDir, SITE_ROUTES))].flatMap(entryChunksOf)
  return [...new Set([...rootMainFiles, ...pages])].filter((file) => file.endsWith('.js')).sort()
}

/**
 * Starts each load chunk of the build in `nextDir` with the compile hint, once: Chromium then
 * compiles its functions on the thread that streams the script instead of on the main thread at
 * their first call, during hydration. Returns the chunks it marked.
 */
export function addCompileHints(nextDir) {
  const marked = []
  for (const chunk of loadChunks(nextDir)) {
    const file = path.join(nextDir, chunk)
    const code = readFileSync(file, 'utf8')
    if (code.startsWith(COMPILE_HINT)) continue
    writeFileSync(file, COMPILE_HINT + code)
    marked.push(chunk)
  }
  return marked
}
