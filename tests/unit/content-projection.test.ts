import { evaluate, parse } from 'groq-js'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { z } from 'zod'

import { editableDocument, from, project, query, variants } from '~/lib/content/queries/projection'

// One list of entries gives both the GROQ a query fetches and the schema its result is checked
// with: what each kind of entry fetches, and that a query made of them runs and checks its result.

const DOCUMENTS = [
  { _id: 'line-a', _type: 'cruiseLine', name: 'Royal Caribbean' },
  {
    _id: 'deal-a',
    _type: 'deal',
    title: 'Singapore',
    slug: { current: 'penang' },
    brand: { _type: 'reference', _ref: 'line-a' },
    price: { INR: 1000, USD: 12, SGD: 16, extra: 'not fetched' },
    fares: [
      { _key: 'b', day: 2, port: 'Penang' },
      { _key: 'a', day: 1, port: 'Singapore' },
    ],
    internalNote: 'never fetched',
  },
  {
    _id: 'deal-b',
    _type: 'deal',
    title: 'Alaska',
    slug: { current: 'juneau' },
    price: { INR: 2000, USD: 24, SGD: 32 },
    fares: [],
  },
  {
    _id: 'page-a',
    _type: 'page',
    items: [
      { _type: 'link', _key: '1', href: '/a', label: 'not fetched' },
      { _type: 'text', _key: '2', body: 'b', href: 'not fetched' },
    ],
  },
]

async function run(groq: string, params: Record<string, unknown> = {}): Promise<unknown> {
  return (await evaluate(parse(groq, { params }), { dataset: DOCUMENTS, params })).get()
}

const money = project({ INR: z.number(), USD: z.number(), SGD: z.number() })

/** What a projection fetches from the first deal (Singapore): the fields it names, as it names them. */
const fetchedFromDeal = (groq: string) => run(`*[_id == "deal-a"][0]{${groq}}`)

describe('project: what each kind of entry fetches', () => {
  it('fetches a schema by its name, a projection with braces, a list with [], a renamed field by its expression', async () => {
    const card = project({
      title: z.string(),
      price: money,
      fares: project({ _key: z.string(), port: z.string() }).list(),
      slug: from('slug.current', z.string()),
      brand: from('brand->', project({ name: z.string() })),
    })
    expect(await fetchedFromDeal(card.groq)).toEqual({
      title: 'Singapore',
      price: { INR: 1000, USD: 12, SGD: 16 },
      fares: [
        { _key: 'b', port: 'Penang' },
        { _key: 'a', port: 'Singapore' },
      ],
      slug: 'penang',
      brand: { name: 'Royal Caribbean' },
    })
  })

  it("fetches a document's _id for the preview's edit markers without keeping it", async () => {
    const card = project({ ...editableDocument, title: z.string() })
    expect(await fetchedFromDeal(card.groq)).toEqual({ _id: 'deal-a', title: 'Singapore' })
    expect(Object.keys(card.schema.shape)).toEqual(['title'])
    expect(card.schema.parse({ _id: 'deal-a', title: 'Singapore' })).toEqual({ title: 'Singapore' })
    expectTypeOf<z.output<typeof card.schema>>().toEqualTypeOf<{ title: string }>()
  })

  it('check changes the schema and keeps the GROQ; extend adds fields and replaces those of the same name', async () => {
    const optionalPrice = money.check((schema) => schema.nullable())
    expect(optionalPrice.groq).toBe(money.groq)
    expect(optionalPrice.schema.parse(null)).toBeNull()
    const base = project({ title: z.string(), badge: z.string() })
    const extended = base.extend({ badge: z.number(), nights: z.number() })
    expect(await fetchedFromDeal(extended.groq)).toEqual({ title: 'Singapore', badge: null, nights: null })
    expectTypeOf<z.output<typeof extended.schema>>().toEqualTypeOf<{ title: string; badge: number; nights: number }>()
  })

  it('variants fetch the fields of each _type for the items of that type', async () => {
    const link = project({ _type: z.literal('link'), href: z.string() })
    const text = project({ _type: z.literal('text'), body: z.string() })
    const item = variants(link, text)
    expect(await run(`*[_id == "page-a"][0].items[]{${item.groq}}`)).toEqual([
      { _type: 'link', href: '/a' },
      { _type: 'text', body: 'b' },
    ])
    expect(
      item.list().schema.parse([
        { _type: 'link', href: '/a' },
        { _type: 'text', body: 'b' },
      ]),
    ).toHaveLength(2)
    expect(() => item.schema.parse({ _type: 'image' })).toThrow()
    expectTypeOf<z.output<typeof item.schema>['_type']>().toEqualTypeOf<'link' | 'text'>()
  })
})

describe('query: runs and checks what it fetched', () => {
  const deal = project({
    ...editableDocument,
    title: z.string(),
    slug: from('slug.current', z.string()),
    price: money,
    line: from('brand->name', z.string().nullish()),
    fares: from('fares[] | order(day asc)', project({ _key: z.string(), port: z.string() }).list()),
  })
  const dealsQuery = query('test.deals', '*[_type == "deal"] | order(title asc)', deal.list())

  it('returns exactly the fields of the schema, renamed and ordered as the entries say', async () => {
    const deals = dealsQuery.parse(await run(dealsQuery.groq))
    expect(deals).toEqual([
      { title: 'Alaska', slug: 'juneau', price: { INR: 2000, USD: 24, SGD: 32 }, line: null, fares: [] },
      {
        title: 'Singapore',
        slug: 'penang',
        price: { INR: 1000, USD: 12, SGD: 16 },
        line: 'Royal Caribbean',
        fares: [
          { _key: 'a', port: 'Singapore' },
          { _key: 'b', port: 'Penang' },
        ],
      },
    ])
    expectTypeOf(deals).toEqualTypeOf<
      {
        title: string
        slug: string
        price: { INR: number; USD: number; SGD: number }
        line?: string | null | undefined
        fares: { _key: string; port: string }[]
      }[]
    >()
  })

  it('fails on a result its schema does not allow, naming the field', async () => {
    const strict = query('test.strict', '*[_type == "deal"]', project({ line: from('brand->name', z.string()) }).list())
    expect(() => strict.parse([{ line: 'Royal Caribbean' }, { line: null }])).toThrow(/line/)
    await expect(run(strict.groq)).resolves.toHaveLength(2)
  })

  it('with no source, runs an object of queries; with [0], one document or null', async () => {
    const page = query(
      'test.page',
      '',
      project({
        first: from('*[_type == "deal"] | order(title asc)[0]', project({ title: z.string() })),
        count: from('count(*[_type == "deal"])', z.number()),
      }),
    )
    expect(page.parse(await run(page.groq))).toEqual({ first: { title: 'Alaska' }, count: 2 })

    const one = query(
      'test.one',
      '*[_type == "deal" && slug.current == $slug][0]',
      project({ title: z.string() }).check((schema) => schema.nullable()),
    )
    expect(one.parse(await run(one.groq, { slug: 'penang' }))).toEqual({ title: 'Singapore' })
    expect(one.parse(await run(one.groq, { slug: 'nowhere' }))).toBeNull()
  })
})
