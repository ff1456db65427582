import { stegaClean } from '@sanity/client/stega'
import { z } from 'zod'

import { WEEKDAYS } from '~/lib/sailings'

import { CURRENCY_CODES, type CurrencyCode } from '../../../../content-model/vocabulary'
import { type Entry, from, project } from './projection'

// Pieces every query module shares: projections of images, money, searches, and small schema helpers.

/**
 * A value read without the preview's edit markers, for a machine value: an enum, code, id, path,
 * URL, colour, rank, phone number or form value. In a preview session content strings carry
 * invisible edit markers (stega, see ../stega.server.ts) for the Studio's overlays; here they would
 * break validation, comparisons and links, so they are cleaned before the value is checked. Text
 * that is only shown keeps its markers.
 */
export const unmarked = <T extends z.ZodType>(schema: T) => z.preprocess((value: unknown) => stegaClean(value), schema)

export const unmarkedString = unmarked(z.string())

/** A value per site currency (a per-currency object in the schemas), each checked by `value`. */
export function perCurrency<E extends Entry>(value: E) {
  return project(Object.fromEntries(CURRENCY_CODES.map((code) => [code, value])) as Record<CurrencyCode, E>)
}

export const image = project({
  alt: z.string(),
  hotspot: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }).partial().nullish(),
  crop: z.object({ top: z.number(), bottom: z.number(), left: z.number(), right: z.number() }).partial().nullish(),
  asset: from(
    'asset->',
    project({
      _id: z.string(),
      url: unmarkedString,
      width: from('metadata.dimensions.width', z.number().positive()),
      height: from('metadata.dimensions.height', z.number().positive()),
    }),
  ),
})
export type ContentImage = z.infer<typeof image.schema>

/** The same picture in each currency's version (heroes that differ by market). */
export const imagePerCurrency = perCurrency(image)

export const nullishString = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined)
export const stringList = z
  .array(z.string())
  .nullish()
  .transform((value) => value ?? [])
/** A list that may be missing, as an empty list. */
export const orEmpty = <T extends z.ZodType>(schema: z.ZodArray<T>) => schema.nullish().transform((value) => value ?? [])

/** A list of codes (booking-engine ids, currencies): never marked. */
export const unmarkedList = unmarked(stringList)
/** An optional machine value. */
export const unmarkedNullish = unmarked(nullishString)

// Search parameters become a booking-engine URL: all of them are codes.
export const bookingSearch = project({
  destinations: stringList,
  cruiseLines: stringList,
  durations: stringList,
  ships: stringList,
  departurePorts: stringList,
  rivers: stringList,
  transport: nullishString,
  sortColumn: z.enum(['price', 'departureDate', 'cruiselinePriority']).nullish(),
  sortOrder: z.enum(['asc', 'desc']).nullish(),
}).check(unmarked)

/** When a sailing offer departs (studio/schemas/objects/departures.ts); compared with today, so never marked. */
export const departures = project({
  dates: z.array(z.string()).nullish(),
  weekly: project({ weekday: z.enum(WEEKDAYS), from: z.string(), until: z.string() }).check((schema) => schema.nullish()),
}).check(unmarked)

// Head tags and structured data are read by machines: never marked.
export const seo = project({ title: z.string(), description: z.string() }).check(unmarked)

/** An amount per currency, in whole units (`money` in the schemas). Formatted by ~/lib/currency. */
export const money = perCurrency(z.number().min(0))
export type Money = z.infer<typeof money.schema>

export { CURRENCY_CODES }

/** An optional value: GROQ gives null for a missing attribute, the app wants undefined. */
export const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value): z.output<T> | undefined => value ?? undefined)

export const isoDate = unmarked(z.iso.date())

/** A link to another site, HTTPS only (a profile, a map). */
export const httpsUrl = unmarked(z.url({ protocol: /^https$/ }))

/** What an offer's "from" price follows (lib/sailings fromPrice): its occupancy and fare rows, wherever a card shows it. */
export const offerFareFields = {
  occupancy: z.number().int().positive(),
  fares: project({ sailingDate: isoDate, totalCabinFare: money }).list(),
}

/** The one document of a singleton type (a fixed route's page, the form options): its id is its type. */
export const singleton = (type: string) => `*[_id == "${type}" && _type == "${type}"][0]`
