// The type-level check that the site's queries read the Studio's schema as it is (`npm run
// typecheck`; docs/decisions/0042-query-types-from-typegen.md). Sanity TypeGen types each query's
// result from the schema (made by `npm run typegen`). Two things fail the check, each named by its
// path in the query's result:
// - a field the schema does not have (TypeGen gives it as `null` alone): a Studio field renamed or
//   removed, or a query naming a field wrongly;
// - a field whose kind differs (text, number, yes/no, list, object) between what the site's zod
//   check makes of it and what the schema says it holds.
import type { QueryResults, SiteQueries } from './results'

/** The keys of an object type, or of any member of a union of them. */
type KeysOf<T> = T extends object ? keyof T & string : never
/** The type of `Key` across the members of a union that have it. */
type ValueOf<T, Key extends string> = T extends object ? (Key extends keyof T ? T[Key] : never) : never

/**
 * The paths in a result type whose type is `null` alone (a field the schema does not have). A
 * query over several document types gives a union: a field is missing only if no member has it.
 */
type NullOnlyPaths<T, Path extends string> = [T] extends [null]
  ? Path
  : [NonNullable<T>] extends [readonly (infer Item)[]]
    ? NullOnlyPaths<Item, `${Path}[]`>
    : { [Key in KeysOf<NonNullable<T>>]-?: NullOnlyPaths<ValueOf<NonNullable<T>, Key>, `${Path}.${Key}`> }[KeysOf<NonNullable<T>>]

/** Every field that some query reads and the schema does not have, as `query.path.to.field`. */
export type FieldsMissingFromSchema = { [Name in keyof QueryResults]: NullOnlyPaths<QueryResults[Name], Name> }[keyof QueryResults]

/** Empty when every field is in the schema; else tsc names each missing one ("Property 'dealsQuery[].ship' is missing"). */
export const queriedFieldsMissingFromTheSchema: { [Path in FieldsMissingFromSchema]: 'not in the Studio schema' } = {}

type Kind<T> = T extends string
  ? 'text'
  : T extends number
    ? 'number'
    : T extends boolean
      ? 'yes/no'
      : T extends readonly unknown[]
        ? 'list'
        : T extends object
          ? 'object'
          : 'other'

/** Fields the site's check turns into another kind on purpose: the forms' option labels become `{ label, value }`. */
type ReshapedBySite = `formOptionsQuery.${'destinations' | `interests.${'dealEnquiry' | 'dealsAndSingapore' | 'offerAndQuote'}`}[]`

/**
 * The paths where the site's value (`Site`, what its zod check gives) and the schema's (`Schema`,
 * TypeGen's) are of different kinds. A value TypeGen cannot type (`unknown`) is not compared.
 */
type KindMismatches<Site, Schema, Path extends string> = unknown extends Schema
  ? never
  : [NonNullable<Site>] extends [never]
    ? never
    : Path extends ReshapedBySite
      ? never
      : [Kind<NonNullable<Site>>] extends [Kind<NonNullable<Schema>>]
        ? [NonNullable<Site>] extends [readonly (infer Item)[]]
          ? KindMismatches<Item, NonNullable<Schema> extends readonly (infer SchemaItem)[] ? SchemaItem : never, `${Path}[]`>
          : {
              [Key in KeysOf<NonNullable<Site>>]-?: KindMismatches<ValueOf<NonNullable<Site>, Key>, ValueOf<NonNullable<Schema>, Key>, `${Path}.${Key}`>
            }[KeysOf<NonNullable<Site>>]
        : `${Path}: ${Kind<NonNullable<Site>>} on the site, ${Kind<NonNullable<Schema>>} in the schema`

type SiteResult<Name extends keyof QueryResults> = SiteQueries[Name] extends { parse: (raw: unknown) => infer Result } ? Result : never

/** Every field whose kind differs between the site and the schema, with both kinds. */
export type FieldsOfAnotherKind = { [Name in keyof QueryResults]: KindMismatches<SiteResult<Name>, QueryResults[Name], Name> }[keyof QueryResults]

/** Empty when every field is of the schema's kind; else tsc names each ("Property 'dealsQuery[].nightsCount: number on the site, text in the schema' is missing"). */
export const queriedFieldsOfAnotherKind: { [Path in FieldsOfAnotherKind]: 'another kind in the Studio schema' } = {}
