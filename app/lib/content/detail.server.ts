import type { QueryParams } from './backends.server'
import { MissingContentError, readContent } from './content.server'
import type { MemoizedQuery } from './memo.server'
import { type FormOptions, formOptionsQuery } from './queries'

// How a page reads its one document (each page folder's query): a missing page singleton is a
// content error (MissingContentError: the error page). And the lead forms' options, one document too.

/** A page's one document (a singleton, `type`), read by its page's query; missing, it is a content error (the error page). */
export async function readPageDocument<T>(type: string, query: MemoizedQuery<T | null>, params: QueryParams = {}): Promise<T> {
  const result = await readContent(query, params)
  if (result === null) throw new MissingContentError(`The "${type}" document is missing from the dataset`)
  return result
}

/** Destination and interest choices and the lead tracking defaults of every form. */
export function getFormOptions(): Promise<FormOptions> {
  return readPageDocument('formOptions', formOptionsQuery)
}
