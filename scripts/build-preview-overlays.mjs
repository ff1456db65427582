#!/usr/bin/env node
// Bundles the Studio's visual-editing overlays (app/lib/preview/overlays.browser.ts) on their own,
// after the app's build (`react-router build`): with React and the overlays' UI inside, into build/client/build/_preview
// (served at /build/_preview, fingerprinted like every asset), and writes the entry's URL to
// build/preview-overlays.json for the server. A separate bundle rather than a lazy chunk of the
// app: any chunk shared with the app reshuffles esbuild's shared chunks and grows every public
// page's JavaScript (ADR 14).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { build } from 'esbuild'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const outdir = path.join(root, 'build/client/build/_preview')
const result = await build({
  absWorkingDir: root,
  entryPoints: ['app/lib/preview/overlays.browser.ts'],
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2020',
  minify: true,
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  outdir,
  entryNames: 'overlays-[hash]',
  chunkNames: 'overlays-chunk-[hash]',
  metafile: true,
  logLevel: 'warning',
})
const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint)?.[0]
if (!entry) throw new Error('build-preview-overlays: esbuild wrote no entry file')
const url = `/build/_preview/${path.basename(entry)}`
mkdirSync(path.join(root, 'build'), { recursive: true })
writeFileSync(path.join(root, 'build/preview-overlays.json'), `${JSON.stringify({ url })}\n`)
console.log(`preview overlays: ${url}`)
