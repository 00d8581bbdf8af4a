import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { buildIsCurrent, sourceStamp, stampOfBuild } from '../../scripts/lib/buildStamp.mjs'

/** A git repository with one build source (src/page.ts) and one file outside them (tests/a.test.ts). */
function repository() {
  const root = mkdtempSync(path.join(tmpdir(), 'stamp-'))
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], { cwd: root, stdio: 'ignore' })
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  git('init', '-q')
  write('src/page.ts', 'export const a = 1\n')
  write('tests/a.test.ts', 'one\n')
  git('add', '.')
  git('commit', '-qm', 'first')
  return { root, git, write, remove: () => rmSync(root, { recursive: true, force: true }) }
}

describe('build stamp', () => {
  it('a build of other sources is rebuilt', () => {
    expect(buildIsCurrent(stampOfBuild('abc', true), 'def', true)).toBe(false)
    expect(buildIsCurrent(stampOfBuild('abc', false), 'def', false)).toBe(false)
    expect(buildIsCurrent(null, 'def', false)).toBe(false)
  })

  it("npm start's unminified build serves npm start, never a benchmark or CI (they minify)", () => {
    expect(buildIsCurrent(stampOfBuild('abc', false), 'abc', false)).toBe(true)
    expect(buildIsCurrent(stampOfBuild('abc', false), 'abc', true)).toBe(false)
  })

  it('a minified build serves everyone', () => {
    expect(buildIsCurrent(stampOfBuild('abc', true), 'abc', true)).toBe(true)
    expect(buildIsCurrent(stampOfBuild('abc', true), 'abc', false)).toBe(true)
  })

  it('follows the sources, not the commit: a commit of tests alone keeps the build', () => {
    const repo = repository()
    try {
      const first = sourceStamp(repo.root)
      repo.write('tests/a.test.ts', 'two\n')
      repo.git('commit', '-qam', 'tests only')
      expect(sourceStamp(repo.root)).toBe(first)
      repo.write('src/page.ts', 'export const a = 2\n')
      const changed = sourceStamp(repo.root)
      expect(changed).not.toBe(first)
      repo.git('commit', '-qam', 'a source')
      const committed = sourceStamp(repo.root)
      expect(committed).not.toBe(first)
      // An untracked source is part of the build too.
      repo.write('src/new.ts', 'export {}\n')
      expect(sourceStamp(repo.root)).not.toBe(committed)
    } finally {
      repo.remove()
    }
  })

  it('without git, the existing build is used as it is', () => {
    expect(buildIsCurrent('whatever', null, true)).toBe(true)
  })
})
