import { describe, expect, it } from 'vitest'

import { choosePreferredNode, nativeModulesBuiltForAnotherNode, nodeRuntimeProblems, REQUIRED_NODE_MAJOR } from '../../scripts/lib/node-runtime.mjs'

// The start-up check of server.js, `npm test` and the postinstall (scripts/lib/node-runtime.mjs, ADR 22).

const builtForNode20 = () => {
  const error = new Error(
    "The module '/app/node_modules/better-sqlite3/build/Release/better_sqlite3.node' was compiled against a different Node.js version using NODE_MODULE_VERSION 115. This version of Node.js requires NODE_MODULE_VERSION 137.",
  ) as Error & { code: string }
  error.code = 'ERR_DLOPEN_FAILED'
  throw error
}

describe('the Node.js that runs the site', () => {
  it('is Node 24 LTS, the one npm install brings when the host has an older one', () => {
    expect(REQUIRED_NODE_MAJOR).toBe(24)
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(REQUIRED_NODE_MAJOR)
    expect(nodeRuntimeProblems()).toEqual([])
  })

  it('refuses an older Node by name, saying how to run the bundled one, and loads no native module there', () => {
    let loaded = false
    const problems = nodeRuntimeProblems({ version: 'v20.20.2', modules: [{ name: 'better-sqlite3', load: () => (loaded = true) }] })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain('This is Node.js v20.20.2; the site needs Node.js 24 LTS')
    expect(problems[0]).toContain('node_modules/.bin/node')
    expect(loaded).toBe(false)
  })

  it('names a native module built for another Node, and says what fixes it', () => {
    const problems = nodeRuntimeProblems({ version: 'v24.21.0', modules: [{ name: 'better-sqlite3', load: builtForNode20 }] })
    expect(problems).toEqual([
      'The native module better-sqlite3 was built for another Node.js than v24.21.0. Run `npm install` again with this Node first on PATH.',
    ])
  })

  it('lets any other failure of a native module through as it is', () => {
    const broken = () => {
      throw new TypeError('not a load failure')
    }
    expect(() => nativeModulesBuiltForAnotherNode([{ name: 'x', load: broken }])).toThrow('not a load failure')
  })

  it('loads the real better-sqlite3 on this Node', () => {
    expect(nativeModulesBuiltForAnotherNode()).toEqual([])
  })

  it("keeps a host's own Node 24 (patched with the host) and brings 24 to any other host", () => {
    expect(choosePreferredNode('v24.11.0')).toBe('host')
    expect(choosePreferredNode('24.21.0')).toBe('host')
    expect(choosePreferredNode('v20.20.2')).toBe('bundled')
    expect(choosePreferredNode('v22.12.0')).toBe('bundled')
    expect(choosePreferredNode('v26.1.0')).toBe('bundled')
    expect(choosePreferredNode('')).toBe('bundled')
  })
})
