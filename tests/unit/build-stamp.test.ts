import { describe, expect, it } from 'vitest'

import { buildIsCurrent, stampOfBuild } from '../../scripts/lib/buildStamp.mjs'

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

  it('without git, the existing build is used as it is', () => {
    expect(buildIsCurrent('whatever', null, true)).toBe(true)
  })
})
