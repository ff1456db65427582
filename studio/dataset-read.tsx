// One read of the dataset for a Studio page (the start page, the ending-soon list): the answer once
// it comes, a spinner until then, and the reason if it fails. Both pages read the same way.
import { Card, Flex, Spinner, Text } from '@sanity/ui'
import { type ReactNode, useEffect, useState } from 'react'
import { useClient } from 'sanity'

import { SANITY_API_VERSION } from '../content-model/api-version'

type Read<T> = { state: 'loading' } | { state: 'failed'; reason: string } | { state: 'read'; value: T }

/** `query` read once with `params` (pass a stable object), its answer shaped by `shape`. */
export function useDatasetRead<Raw, T = Raw>(query: string, params: Record<string, unknown>, shape: (raw: Raw) => T): Read<T> {
  const client = useClient({ apiVersion: SANITY_API_VERSION })
  const [read, setRead] = useState<Read<T>>({ state: 'loading' })
  useEffect(() => {
    let current = true
    client
      .fetch<Raw>(query, params)
      .then((raw) => current && setRead({ state: 'read', value: shape(raw) }))
      .catch((error: unknown) => current && setRead({ state: 'failed', reason: error instanceof Error ? error.message : String(error) }))
    return () => {
      current = false
    }
    // The query, its params and shape are each page's constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client])
  return read
}

/** The spinner or the failure of a read that has not answered: null once it has. */
export function ReadPending({ read }: { read: Read<unknown> }): ReactNode {
  if (read.state === 'failed') {
    return (
      <Card padding={4} tone="critical">
        <Text>Could not read the documents: {read.reason}</Text>
      </Card>
    )
  }
  if (read.state === 'loading') {
    return (
      <Flex padding={4} justify="center">
        <Spinner />
      </Flex>
    )
  }
  return null
}
