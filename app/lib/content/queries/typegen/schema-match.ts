// The type-level check that the site's queries read the Studio's schema as it is (`npm run
// typecheck`; docs/decisions/0042-query-types-from-typegen.md). Sanity TypeGen types each query's
// result from the schema (made by `npm run typegen`): a field the schema does not have comes out as
// `null` alone. So when a Studio field is renamed or removed, or a query names a field the schema
// lacks, the type check fails here, naming the field's path in the query's result.
import type { QueryResults } from './results'

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
