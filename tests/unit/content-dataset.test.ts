import { createHash } from 'node:crypto'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { EmbeddedBackend } from '~/lib/content/backends.server'
import { datasetVersion, EMBEDDED_IMAGE_BASE, EMBEDDED_PROJECT, loadEmbeddedDataset, type SanityDocument } from '~/lib/content/dataset.server'

import { SUPPORT_PHONES } from '../support/routes'
import { SEED_PATH } from '../support/seed'
import { seedDocument, seedDocumentsOf } from '../support/seed-documents'

// What the seed holds, read from it: the backend must answer with it, whatever an editor wrote.
const ARTICLES = seedDocumentsOf<{ slug: { current: string } }>('blogPost')
/** An article of the seed by its place in the dataset, with the slug it is routed by. */
function seedArticle(at: number) {
  const article = ARTICLES.at(at)
  if (!article) throw new Error('The seed has no article')
  return { id: article._id, slug: article.slug.current }
}
const FIRST_ARTICLE = seedArticle(0)
const LAST_ARTICLE = seedArticle(-1)
const OFFER_IDS = seedDocumentsOf('offerPage')
  .map((offer) => offer._id)
  .sort()

const SEED_IMAGES = path.join(path.dirname(SEED_PATH), 'images')

const sha1Of = (file: string) => createHash('sha1').update(readFileSync(file)).digest('hex')
const byId = (documents: SanityDocument[], id: string) => {
  const document = documents.find((candidate) => candidate._id === id)
  if (!document) throw new Error(`no document ${id}`)
  return document
}

// Temporary seeds: each test gets its own directory under os.tmpdir(), removed at the end.
const tempDirs: string[] = []
function tempSeedDir(withImages = true): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'harbourline-seed-'))
  tempDirs.push(dir)
  if (withImages) cpSync(SEED_IMAGES, path.join(dir, 'images'), { recursive: true })
  return dir
}
function writeSeed(dir: string, lines: Array<string | object>, name = 'production.ndjson'): string {
  const file = path.join(dir, name)
  writeFileSync(file, lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n') + '\n')
  return file
}
const logoImage = (alt: string) => ({ _type: 'image', _sanityAsset: 'image@file://./images/harbourline-logo.svg', alt })

afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true })
})

describe('loadEmbeddedDataset: the real seed', () => {
  const dataset = loadEmbeddedDataset(SEED_PATH)
  const seedLines = readFileSync(SEED_PATH, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
  const logoFile = path.join(SEED_IMAGES, 'harbourline-logo.svg')
  const lightLogoFile = path.join(SEED_IMAGES, 'harbourline-logo-light.svg')
  // Every distinct image file the seed points at (`image@file://./images/NAME`).
  const seedImageFiles = [
    ...new Set(
      [...readFileSync(SEED_PATH, 'utf8').matchAll(/"_sanityAsset":"image@file:\/\/\.\/images\/([^"]+)"/g)].map((match) =>
        path.join(SEED_IMAGES, match[1] ?? ''),
      ),
    ),
  ]

  it('keeps every published seed document and adds one asset document per distinct image', () => {
    expect(seedImageFiles).toContain(logoFile)
    expect(seedImageFiles).toContain(lightLogoFile)
    const assets = dataset.documents.filter((document) => document._type === 'sanity.imageAsset')
    expect(assets).toHaveLength(seedImageFiles.length)
    const seedIds = seedLines.map((line) => (JSON.parse(line) as { _id: string })._id).filter((id) => !id.startsWith('drafts.'))
    expect(dataset.documents).toHaveLength(seedIds.length + seedImageFiles.length)
    expect(dataset.documents.map((document) => document._id).slice(0, seedIds.length)).toEqual(seedIds)
  })

  it('replaces every _sanityAsset by an asset reference', () => {
    expect(JSON.stringify(dataset.documents)).not.toContain('_sanityAsset')
    const settings = byId(dataset.documents, 'siteSettings')
    const sha1 = sha1Of(logoFile)
    expect(settings.logo).toEqual({
      _type: 'image',
      alt: seedDocument<{ logo: { alt: string } }>('siteSettings').logo.alt,
      asset: { _type: 'reference', _ref: `image-${sha1}-220x48-svg` },
    })
    expect((settings.footerLogo as { asset: { _ref: string } }).asset._ref).toBe(`image-${sha1Of(lightLogoFile)}-220x48-svg`)
  })

  it('describes each image as a sanity.imageAsset with url, size and dimensions', () => {
    const sha1 = sha1Of(logoFile)
    const asset = byId(dataset.documents, `image-${sha1}-220x48-svg`)
    expect(asset).toEqual({
      _id: `image-${sha1}-220x48-svg`,
      _type: 'sanity.imageAsset',
      originalFilename: 'harbourline-logo.svg',
      extension: 'svg',
      mimeType: 'image/svg+xml',
      size: readFileSync(logoFile).length,
      url: `/cdn/images/embedded/seed/${sha1}-220x48.svg`,
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: { _type: 'sanity.imageDimensions', width: 220, height: 48, aspectRatio: 220 / 48 },
      },
    })
    expect(asset.url).toBe(`${EMBEDDED_IMAGE_BASE}/images/${EMBEDDED_PROJECT.projectId}/${EMBEDDED_PROJECT.dataset}/${sha1}-220x48.svg`)
  })

  it('maps each asset file name to its seed file, for the image route', () => {
    expect(dataset.imageFiles.get(`${sha1Of(logoFile)}-220x48.svg`)).toBe(logoFile)
    expect(dataset.imageFiles.get(`${sha1Of(lightLogoFile)}-220x48.svg`)).toBe(lightLogoFile)
    expect(new Set(dataset.imageFiles.values())).toEqual(new Set(seedImageFiles))
    for (const [name, file] of dataset.imageFiles) {
      expect(name, file).toMatch(new RegExp(`^${sha1Of(file)}-\\d+x\\d+\\.svg$`))
    }
  })

  it('is versioned by the seed file mtime and size', () => {
    expect(dataset.version).toBe(datasetVersion(SEED_PATH))
    expect(dataset.version).toMatch(new RegExp(`:${readFileSync(SEED_PATH).length}$`))
  })
})

describe('loadEmbeddedDataset: temporary seeds', () => {
  it('excludes drafts (even ones whose images are missing)', () => {
    const dir = tempSeedDir()
    const file = writeSeed(dir, [
      { _id: 'aboutPage', _type: 'aboutPage', title: 'About Us' },
      { _id: 'drafts.aboutPage', _type: 'aboutPage', title: 'About Us (draft)', hero: { _sanityAsset: 'image@file://./images/nope.svg' } },
    ])
    const { documents } = loadEmbeddedDataset(file)
    expect(documents.map((document) => document._id)).toEqual(['aboutPage'])
  })

  it('in the drafts perspective (preview), shows each draft in place of its published document, and new drafts too', () => {
    const dir = tempSeedDir(false)
    const file = writeSeed(dir, [
      { _id: 'deal-a', _type: 'deal', title: 'Published A' },
      { _id: 'drafts.deal-a', _type: 'deal', title: 'Edited A' },
      { _id: 'deal-b', _type: 'deal', title: 'Published B' },
      { _id: 'drafts.deal-c', _type: 'deal', title: 'New C' },
    ])
    const titles = (perspective: 'published' | 'drafts') =>
      loadEmbeddedDataset(file, perspective).documents.map((document) => [document._id, document.title, document._originalId])
    expect(titles('published')).toEqual([
      ['deal-a', 'Published A', undefined],
      ['deal-b', 'Published B', undefined],
    ])
    expect(titles('drafts')).toEqual([
      ['deal-a', 'Edited A', 'drafts.deal-a'],
      ['deal-b', 'Published B', undefined],
      ['deal-c', 'New C', 'drafts.deal-c'],
    ])
  })

  it('skips blank lines and accepts a file without a final newline', () => {
    const dir = tempSeedDir(false)
    const file = path.join(dir, 'seed.ndjson')
    writeFileSync(file, '\n{"_id":"a","_type":"t"}\n   \n\n{"_id":"b","_type":"t"}')
    expect(loadEmbeddedDataset(file).documents.map((document) => document._id)).toEqual(['a', 'b'])
  })

  it('resolves images nested in arrays and objects, one asset per file', () => {
    const dir = tempSeedDir()
    const file = writeSeed(dir, [
      { _id: 'one', _type: 'page', hero: logoImage('first'), gallery: [{ _key: 'k', image: logoImage('second') }] },
      { _id: 'two', _type: 'page', hero: logoImage('third'), tags: ['a', 'b'], count: 3, flag: null },
    ])
    const { documents, imageFiles } = loadEmbeddedDataset(file)
    const sha1 = sha1Of(path.join(SEED_IMAGES, 'harbourline-logo.svg'))
    const ref = { _type: 'reference', _ref: `image-${sha1}-220x48-svg` }
    expect(documents).toHaveLength(3)
    const system = { _createdAt: expect.any(String), _updatedAt: expect.any(String) }
    expect(byId(documents, 'one')).toEqual({
      _id: 'one',
      _type: 'page',
      ...system,
      hero: { _type: 'image', alt: 'first', asset: ref },
      gallery: [{ _key: 'k', image: { _type: 'image', alt: 'second', asset: ref } }],
    })
    expect(byId(documents, 'two')).toEqual({
      _id: 'two',
      _type: 'page',
      ...system,
      hero: { _type: 'image', alt: 'third', asset: ref },
      tags: ['a', 'b'],
      count: 3,
      flag: null,
    })
    expect(documents[2]?._type).toBe('sanity.imageAsset')
    expect(imageFiles.get(`${sha1}-220x48.svg`)).toBe(path.join(dir, 'images', 'harbourline-logo.svg'))
  })

  it('gives each document the seed file time as _createdAt and _updatedAt unless the line has its own, like Sanity', () => {
    const dir = tempSeedDir(false)
    const file = writeSeed(dir, [
      { _id: 'a', _type: 't' },
      { _id: 'b', _type: 't', _createdAt: '2025-01-02T03:04:05Z', _updatedAt: '2025-06-07T08:09:10Z' },
    ])
    const changed = new Date('2026-03-04T05:06:07.000Z')
    utimesSync(file, changed, changed)
    const { documents } = loadEmbeddedDataset(file)
    expect(byId(documents, 'a')).toMatchObject({ _createdAt: changed.toISOString(), _updatedAt: changed.toISOString() })
    expect(byId(documents, 'b')).toMatchObject({ _createdAt: '2025-01-02T03:04:05Z', _updatedAt: '2025-06-07T08:09:10Z' })
  })

  it('leaves a _sanityAsset that is not a file image untouched', () => {
    const dir = tempSeedDir(false)
    const file = writeSeed(dir, [{ _id: 'a', _type: 't', hero: { _sanityAsset: 'image@https://example.com/x.png' } }])
    expect(byId(loadEmbeddedDataset(file).documents, 'a').hero).toEqual({ _sanityAsset: 'image@https://example.com/x.png' })
  })

  it('names the line of a line that is not JSON', () => {
    const dir = tempSeedDir(false)
    const file = writeSeed(dir, [{ _id: 'a', _type: 't' }, '{"_id": "b", "_type":', { _id: 'c', _type: 't' }])
    expect(() => loadEmbeddedDataset(file)).toThrow(`${file}:2 is not valid JSON`)
  })

  it('names the line of a document without _id or _type', () => {
    const dir = tempSeedDir(false)
    const file = writeSeed(dir, [
      { _id: 'a', _type: 't' },
      { _id: 'b', _type: 't' },
      { _type: 't', title: 'no id' },
    ])
    expect(() => loadEmbeddedDataset(file)).toThrow(`${file}:3 has no _id or _type`)
    const noType = writeSeed(dir, [{ _id: 'a' }], 'no-type.ndjson')
    expect(() => loadEmbeddedDataset(noType)).toThrow(`${noType}:1 has no _id or _type`)
    const array = writeSeed(dir, ['[1,2]'], 'array.ndjson')
    expect(() => loadEmbeddedDataset(array)).toThrow(`${array}:1 has no _id or _type`)
  })

  it('names the file and the document of a missing image', () => {
    const dir = tempSeedDir()
    const file = writeSeed(dir, [
      { _id: 'fine', _type: 't', hero: logoImage('ok') },
      { _id: 'homePage', _type: 'homePage', hero: { _sanityAsset: 'image@file://./images/missing.svg', alt: 'x' } },
    ])
    expect(() => loadEmbeddedDataset(file)).toThrow('Seed image not found: ./images/missing.svg (referenced by homePage)')
  })

  it('names the file and the document of an image without a readable size', () => {
    const dir = tempSeedDir()
    writeFileSync(path.join(dir, 'images', 'broken.png'), 'not an image at all')
    const file = writeSeed(dir, [{ _id: 'broken', _type: 't', hero: { _sanityAsset: 'image@file://./images/broken.png' } }])
    expect(() => loadEmbeddedDataset(file)).toThrow('Seed image has no readable size: ./images/broken.png (referenced by broken)')
  })

  it('fails on a missing seed file', () => {
    expect(() => loadEmbeddedDataset(path.join(os.tmpdir(), 'harbourline-does-not-exist.ndjson'))).toThrow(/ENOENT/)
  })
})

describe('EmbeddedBackend', () => {
  const backend = new EmbeddedBackend(SEED_PATH)

  it('is the embedded kind and never expires by time', () => {
    expect(backend.kind).toBe('embedded')
    expect(backend.ttlMs).toBe(Number.POSITIVE_INFINITY)
    expect(backend.version()).toBe(datasetVersion(SEED_PATH))
  })

  it('evaluates real GROQ against the seed, including asset dereferences', async () => {
    expect(await backend.fetch('count(*[_type == "blogPost"])', {})).toBe(ARTICLES.length)
    expect(await backend.fetch('*[_id == "siteSettings"][0].logo.asset->{url, "w": metadata.dimensions.width}', {})).toEqual({
      url: expect.stringMatching(/^\/cdn\/images\/embedded\/seed\/[0-9a-f]{40}-220x48\.svg$/),
      w: 220,
    })
  })

  it('gives different results for the same query with different params', async () => {
    // Regression: the parsed tree is cached per query; params must not be baked into it.
    const groq = '*[_type == $type] | order(_id asc)._id'
    const offers = await backend.fetch(groq, { type: 'offerPage' })
    const posts = (await backend.fetch(groq, { type: 'blogPost' })) as string[]
    expect(offers).toEqual(OFFER_IDS)
    expect(posts).toHaveLength(ARTICLES.length)
    expect(await backend.fetch(groq, { type: 'offerPage' })).toEqual(offers)
    expect(await backend.fetch(groq, { type: 'nothing' })).toEqual([])

    const bySlug = '*[slug.current == $slug][0]._id'
    expect(await backend.fetch(bySlug, { slug: FIRST_ARTICLE.slug })).toBe(FIRST_ARTICLE.id)
    expect(await backend.fetch(bySlug, { slug: LAST_ARTICLE.slug })).toBe(LAST_ARTICLE.id)
  })

  it('resolves a parameter used as an attribute name, per call', async () => {
    // groq-js decides at parse time what `field[$x]` means; each params set gets its own tree.
    const groq = '*[_id == "siteSettings"][0].supportPhones[$currency]'
    expect(SUPPORT_PHONES.singapore).not.toBe(SUPPORT_PHONES.india)
    expect(await backend.fetch(groq, { currency: 'SGD' })).toBe(SUPPORT_PHONES.singapore)
    expect(await backend.fetch(groq, { currency: 'INR' })).toBe(SUPPORT_PHONES.india)
    expect(await backend.fetch(groq, { currency: 'SGD' })).toBe(SUPPORT_PHONES.singapore)
  })

  it('keeps answering correctly when the parse cache overflows', async () => {
    const groq = '*[slug.current == $slug][0]._id'
    for (let index = 0; index < 600; index += 1) await backend.fetch(groq, { slug: `made-up-${index}` })
    expect(await backend.fetch(groq, { slug: FIRST_ARTICLE.slug })).toBe(FIRST_ARTICLE.id)
  })

  it('rejects invalid GROQ', async () => {
    await expect(backend.fetch('*[_type == ', {})).rejects.toThrow()
  })

  describe('reloading', () => {
    afterEach(() => {
      vi.restoreAllMocks()
    })

    it('reloads the dataset when the seed file changes, stat-ing at most once per second', async () => {
      const dir = tempSeedDir()
      const file = path.join(dir, 'production.ndjson')
      const original = readFileSync(SEED_PATH, 'utf8')
      writeFileSync(file, original)

      let now = 1_000_000
      vi.spyOn(Date, 'now').mockImplementation(() => now)
      const local = new EmbeddedBackend(file)
      const count = () => local.fetch('count(*[_type == "blogPost"])', {})

      expect(await count()).toBe(ARTICLES.length)
      const firstDataset = local.current()
      const firstVersion = local.version()

      // Drop one blog post: a different size, so a different version whatever the mtime.
      const lines = original.split('\n').filter((line) => !line.includes(`"_id":"${FIRST_ARTICLE.id}"`))
      writeFileSync(file, lines.join('\n'))

      now += 500 // within the same second: no stat, the old dataset answers
      expect(await count()).toBe(ARTICLES.length)
      expect(local.current()).toBe(firstDataset)

      now += 600 // more than a second after the last stat
      expect(await count()).toBe(ARTICLES.length - 1)
      expect(local.version()).not.toBe(firstVersion)
      expect(local.version()).toBe(datasetVersion(file))
      expect(await local.fetch('*[_id == $id][0]', { id: FIRST_ARTICLE.id })).toBeNull()
    })

    it('keeps the same dataset object while the file is unchanged', () => {
      const dir = tempSeedDir()
      const file = path.join(dir, 'production.ndjson')
      writeFileSync(file, readFileSync(SEED_PATH))

      let now = 5_000_000
      vi.spyOn(Date, 'now').mockImplementation(() => now)
      const local = new EmbeddedBackend(file)
      const first = local.current()
      now += 5_000
      expect(local.current()).toBe(first)
      now += 5_000
      expect(local.current()).toBe(first)
    })
  })
})

describe('loadEmbeddedDataset: image paths', () => {
  let dir = ''
  beforeAll(() => {
    dir = tempSeedDir()
    mkdirSync(path.join(dir, 'nested'))
  })

  it('resolves images relative to the seed file, not the working directory', () => {
    const file = writeSeed(path.join(dir, 'nested'), [{ _id: 'a', _type: 't', hero: { _sanityAsset: 'image@file://../images/harbourline-logo.svg' } }])
    const { imageFiles } = loadEmbeddedDataset(file)
    expect([...imageFiles.values()]).toEqual([path.join(dir, 'images', 'harbourline-logo.svg')])
  })
})
