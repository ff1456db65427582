import { useRouteLoaderData } from '@remix-run/react'
import type { loader } from '~/root'

export type RootData = Awaited<ReturnType<typeof loader>>
export type VisitorInfo = RootData['visitor']

/** The root loader's data (chrome, visitor currency and country, image settings), app-wide. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>('root')
}
