/**
 * Import circles among runtime imports (issue 30 item 4, decision 0049).
 *
 * Reads every .ts/.tsx file under the given roots, keeps the imports that survive compilation
 * (`import type`, `export type` and imports whose specifiers are all `type` are erased, so they are
 * left out; `import()` runs later, when called, so it is left out too), resolves them to files
 * (`@/` → src/, `@payload-config` → payload.config.ts, relative paths with .ts, .tsx, index.ts) and
 * finds the strongly connected components (Tarjan). Any component of more than one file, or a file
 * importing itself, is a circle: printed with one concrete path through it, exit code 1.
 *
 * Usage: tsx scripts/lint/importCircles.ts [root …]  (default: the project's runtime code)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import ts from 'typescript'

export const defaultRoots = ['src', 'collections', 'payload.config.ts', 'email-templates', 'booking-engine/src']

const sourceExtensions = ['.ts', '.tsx']
const skippedFolders = new Set(['node_modules', '.next', 'dist'])

function sourceFiles(entry: string): string[] {
  if (!existsSync(entry)) return []
  if (statSync(entry).isFile()) return sourceExtensions.includes(path.extname(entry)) ? [entry] : []
  return readdirSync(entry, { withFileTypes: true }).flatMap((child) => {
    if (child.isDirectory() && skippedFolders.has(child.name)) return []
    return sourceFiles(path.join(entry, child.name))
  })
}

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause
  if (!clause) return false // `import './x'`: a side effect, always kept
  if (clause.isTypeOnly) return true
  if (clause.name) return false
  const bindings = clause.namedBindings
  if (!bindings || ts.isNamespaceImport(bindings)) return false
  return bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly)
}

function isTypeOnlyExport(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true
  const clause = node.exportClause
  return (
    !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly)
  )
}

/** The module specifiers of a file's runtime imports and re-exports. */
export function runtimeSpecifiers(fileName: string, text: string): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind)
  const specifiers: string[] = []
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !isTypeOnlyImport(statement)) {
      if (ts.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text)
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !isTypeOnlyExport(statement)) {
      if (ts.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text)
    } else if (
      ts.isImportEqualsDeclaration(statement) &&
      !statement.isTypeOnly &&
      ts.isExternalModuleReference(statement.moduleReference) &&
      ts.isStringLiteral(statement.moduleReference.expression)
    ) {
      specifiers.push(statement.moduleReference.expression.text)
    }
  }
  return specifiers
}

function resolveFile(candidate: string): string | null {
  const attempts = [
    candidate,
    ...sourceExtensions.map((extension) => candidate + extension),
    ...sourceExtensions.map((extension) => path.join(candidate, 'index' + extension)),
  ]
  // `./x.js` written for a `./x.ts` file.
  if (/\.(m?js|jsx)$/.test(candidate)) {
    const bare = candidate.replace(/\.(m?js|jsx)$/, '')
    attempts.push(...sourceExtensions.map((extension) => bare + extension))
  }
  return attempts.find((attempt) => existsSync(attempt) && statSync(attempt).isFile()) ?? null
}

/** The project file a specifier names, or null for a package (packages cannot import us back). */
export function resolveSpecifier(cwd: string, fromFile: string, specifier: string): string | null {
  if (specifier === '@payload-config') return resolveFile(path.join(cwd, 'payload.config.ts'))
  if (specifier.startsWith('@/')) return resolveFile(path.join(cwd, 'src', specifier.slice(2)))
  if (specifier.startsWith('.')) return resolveFile(path.resolve(path.dirname(fromFile), specifier))
  return null
}

export type ImportGraph = Map<string, string[]>

export function buildImportGraph(cwd: string, roots: string[] = defaultRoots): ImportGraph {
  const graph: ImportGraph = new Map()
  const files = roots.flatMap((root) => sourceFiles(path.resolve(cwd, root)))
  for (const file of files) {
    const targets = runtimeSpecifiers(file, readFileSync(file, 'utf8'))
      .map((specifier) => resolveSpecifier(cwd, file, specifier))
      .filter((target): target is string => target !== null && sourceExtensions.includes(path.extname(target)))
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

/** Tarjan's strongly connected components, iterative (the graph has hundreds of files). */
export function stronglyConnected(graph: ImportGraph): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const onStack = new Set<string>()
  const stack: string[] = []
  const components: string[][] = []
  let counter = 0
  for (const start of graph.keys()) {
    if (index.has(start)) continue
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }]
    index.set(start, counter)
    low.set(start, counter++)
    stack.push(start)
    onStack.add(start)
    while (work.length > 0) {
      const frame = work[work.length - 1]
      const targets = graph.get(frame.node) ?? []
      if (frame.next < targets.length) {
        const target = targets[frame.next++]
        if (!graph.has(target)) continue // outside the roots: cannot lead back in
        if (!index.has(target)) {
          index.set(target, counter)
          low.set(target, counter++)
          stack.push(target)
          onStack.add(target)
          work.push({ node: target, next: 0 })
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!))
        }
        continue
      }
      work.pop()
      if (work.length > 0) {
        const parent = work[work.length - 1].node
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!))
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = []
        let member: string
        do {
          member = stack.pop()!
          onStack.delete(member)
          component.push(member)
        } while (member !== frame.node)
        components.push(component)
      }
    }
  }
  return components
}

/** One concrete circle through a component: the shortest path from its first file back to it. */
function circleThrough(graph: ImportGraph, component: string[]): string[] {
  const members = new Set(component)
  const start = [...component].sort()[0]
  const previous = new Map<string, string>()
  const queue = [start]
  while (queue.length > 0) {
    const node = queue.shift()!
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue
      if (target === start) {
        const path = [node]
        while (path[0] !== start) path.unshift(previous.get(path[0])!)
        return [...path, start]
      }
      if (!previous.has(target)) {
        previous.set(target, node)
        queue.push(target)
      }
    }
  }
  return [start, start]
}

export type ImportCircle = { files: string[]; path: string[] }

/** Every import circle under the roots, paths relative to cwd. */
export function findImportCircles(cwd: string, roots: string[] = defaultRoots): ImportCircle[] {
  const graph = buildImportGraph(cwd, roots)
  const relative = (file: string) => path.relative(cwd, file)
  return stronglyConnected(graph)
    .filter((component) => component.length > 1 || (graph.get(component[0]) ?? []).includes(component[0]))
    .map((component) => ({
      files: component.map(relative).sort(),
      path: circleThrough(graph, component).map(relative),
    }))
    .sort((a, b) => a.files[0].localeCompare(b.files[0]))
}

function main() {
  const cwd = process.cwd()
  const roots = process.argv.slice(2)
  const circles = findImportCircles(cwd, roots.length > 0 ? roots : defaultRoots)
  if (circles.length === 0) return
  console.error(`${circles.length} import circle(s) among runtime imports (decision 0049):`)
  for (const circle of circles) {
    console.error(`\n  ${circle.path.join('\n    → ')}`)
    if (circle.files.length > circle.path.length - 1) {
      console.error(`  (${circle.files.length} files in this circle: ${circle.files.join(', ')})`)
    }
  }
  process.exitCode = 1
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main()
