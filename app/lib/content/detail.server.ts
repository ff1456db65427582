import type { QueryParams } from './backends.server'
import { readContent, requirePageDocument } from './content.server'
import type { MemoizedQuery } from './memo.server'
import { type FormOptions, formOptionsQuery } from './queries'

// How a page reads its one document (each page folder's query): a missing page singleton is a
// content error (the error page, requirePageDocument). And the lead forms' options, one document too.

/** A page's one document (a singleton, `type`), read by its page's query; missing, it is a content error (the error page). */
export async function readPageDocument<T>(type: string, query: MemoizedQuery<T | null>, params: QueryParams = {}): Promise<T> {
  return requirePageDocument(type, await readContent(query, params))
}

/** Destination and interest choices and the lead tracking defaults of every form. */
export function getFormOptions(): Promise<FormOptions> {
  return readPageDocument('formOptions', formOptionsQuery)
}
