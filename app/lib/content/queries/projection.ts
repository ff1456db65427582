import { z } from 'zod'

import { parseLeavingOut } from '../draft-gaps'

// A GROQ projection and the zod schema of what it returns, written once: each entry names a field
// and the schema that checks it, and the GROQ is derived from the entries. So a field cannot be
// fetched without being checked, or checked without being fetched (ADR 30 says why not groqd or
// TypeGen).

type Entries = Record<string, Entry>
export type Entry = z.ZodType | Projection | Field | FetchedOnly

/** A field fetched for the query's own sake and left out of the result. */
class FetchedOnly {
  private readonly unkept = true
}

/**
 * Spread into the projection of a document: fetches its `_id`, by which the preview's edit markers
 * find the document a value came from (ADR 14), without keeping it in the result.
 */
export const editableDocument = { _id: new FetchedOnly() }

/** The schema an entry's value is checked with. */
type SchemaOf<E> = E extends Projection<infer S> ? S : E extends Field<infer S> ? S : E extends z.ZodType ? E : never
type ObjectOf<E extends Entries> = z.ZodObject<{ -readonly [K in keyof E as E[K] extends FetchedOnly ? never : K]: SchemaOf<E[K]> }>

export class Projection<S extends z.ZodType = z.ZodType, E extends Entries = Entries> {
  constructor(
    /** The projection's body, without its braces: `title, "slug": slug.current, image{…}`. */
    readonly groq: string,
    readonly schema: S,
    /** The entries it was made of (for `extend`); none for a list or a set of variants. */
    readonly entries: E,
    /** A list of such objects: as a field, read with `name[]{…}`. */
    readonly isList = false,
  ) {}

  /** The same projection over each item of a list. */
  list(): Projection<z.ZodArray<S>, E> {
    return new Projection(this.groq, z.array(this.schema), this.entries, true)
  }

  /** The same GROQ, its result checked by a schema made from this one (nullable, refined, cleaned). */
  check<T extends z.ZodType>(refine: (schema: S) => T): Projection<T, E> {
    return new Projection(this.groq, refine(this.schema), this.entries, this.isList)
  }

  /** This object's fields and more (a later entry of the same name replaces the earlier one). */
  extend<More extends Entries>(more: More): Projection<ObjectOf<Omit<E, keyof More> & More>, Omit<E, keyof More> & More> {
    return project({ ...this.entries, ...more } as Omit<E, keyof More> & More)
  }
}

/** A field read from an expression other than its own name: `slug: from('slug.current', z.string())`. */
export class Field<S extends z.ZodType = z.ZodType> {
  constructor(
    readonly expression: string,
    readonly value: Projection<S> | S,
  ) {}
}

export function from<S extends z.ZodType>(expression: string, value: Projection<S, Entries> | S): Field<S> {
  return new Field(expression, value as Projection<S> | S)
}

function fieldGroq(name: string, entry: Entry): string {
  if (entry instanceof Field) {
    const body = entry.value instanceof Projection ? `{${entry.value.groq}}` : ''
    return `"${name}": ${entry.expression}${body}`
  }
  if (entry instanceof Projection) return `${name}${entry.isList ? '[]' : ''}{${entry.groq}}`
  return name
}

function schemaOf(entry: Exclude<Entry, FetchedOnly>): z.ZodType {
  if (entry instanceof Field) return entry.value instanceof Projection ? entry.value.schema : entry.value
  return entry instanceof Projection ? entry.schema : entry
}

/** An object projection: `project({ title: z.string(), image })` fetches `title, image{…}`. */
export function project<E extends Entries>(entries: E): Projection<ObjectOf<E>, E> {
  const groq = Object.entries(entries)
    .map(([name, entry]) => fieldGroq(name, entry))
    .join(', ')
  const shape = Object.fromEntries(Object.entries(entries).flatMap(([name, entry]) => (entry instanceof FetchedOnly ? [] : [[name, schemaOf(entry)]])))
  return new Projection(groq, z.object(shape) as ObjectOf<E>, entries)
}

type Variant = Projection<z.ZodObject<{ _type: z.ZodLiteral<string> } & z.ZodRawShape>, Entries>

/**
 * Items of a list that differ by `_type` (blocks of rich text, links of a menu): each variant's
 * fields are fetched for the items of its type, and an item of another type fails the check.
 */
export function variants<const V extends readonly [Variant, ...Variant[]]>(
  ...cases: V
): Projection<z.ZodDiscriminatedUnion<{ -readonly [K in keyof V]: V[K]['schema'] }>, Entries> {
  const groq = ['_type', ...cases.map((variant) => `_type == ${JSON.stringify(variant.schema.shape._type.value)} => {${variant.groq}}`)].join(', ')
  const schemas = cases.map((variant) => variant.schema) as unknown as { -readonly [K in keyof V]: V[K]['schema'] }
  return new Projection(groq, z.discriminatedUnion('_type', schemas), {})
}

/**
 * A query: the documents `source` selects (a filter, an order, a slice), each projected, or with no
 * source the projection alone (an object of several queries). `name` names it in the content memo
 * and in errors.
 */
export function query<S extends z.ZodType>(name: string, source: string, projection: Projection<S, Entries>) {
  return {
    name,
    groq: `${source}{${projection.groq}}`,
    parse: (raw: unknown): z.output<S> => projection.schema.parse(raw),
    /** For drafts: what passes the check, leaving out the list items that do not (draft-gaps.ts). */
    parseLeavingOut: (raw: unknown) => parseLeavingOut<z.output<S>>(projection.schema as z.ZodType<z.output<S>>, raw),
  }
}
