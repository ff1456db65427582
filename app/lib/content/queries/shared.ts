import { stegaClean } from '@sanity/client/stega'
import { z } from 'zod'

import { WEEKDAYS } from '~/lib/sailings'

// Pieces every query module shares: the image projection and small schema helpers.

/**
 * A machine value: an enum, code, id, path, URL, colour, rank, phone number or form value. In a
 * preview session content strings carry invisible edit markers (stega, see ../stega.server.ts)
 * for the Studio's overlays; here they would break validation, comparisons and links, so they are
 * cleaned before the value is checked. Text that is only shown keeps its markers.
 */
export const plain = <T extends z.ZodType>(schema: T) => z.preprocess((value: unknown) => stegaClean(value), schema)

/** When a sailing offer departs (schemas/objects/departures.ts); compared with today, so never marked. */
export const DeparturesSchema = plain(
  z.object({
    dates: z.array(z.string()).nullish(),
    weekly: z.object({ weekday: z.enum(WEEKDAYS), from: z.string(), until: z.string() }).nullish(),
  }),
)
export const plainString = plain(z.string())

export const IMAGE = /* groq */ `
  alt,
  hotspot,
  crop,
  "asset": asset->{
    _id,
    url,
    "width": metadata.dimensions.width,
    "height": metadata.dimensions.height
  }
`

export const ImageSchema = z.object({
  alt: z.string(),
  hotspot: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }).partial().nullish(),
  crop: z.object({ top: z.number(), bottom: z.number(), left: z.number(), right: z.number() }).partial().nullish(),
  asset: z.object({
    _id: z.string(),
    url: plainString,
    width: z.number().positive(),
    height: z.number().positive(),
  }),
})
export type ContentImage = z.infer<typeof ImageSchema>

export const nullishString = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined)
export const stringList = z
  .array(z.string())
  .nullish()
  .transform((value) => value ?? [])
/** A list of codes (booking-engine ids, currencies): never marked. */
export const plainList = plain(stringList)
/** An optional machine value. */
export const plainNullish = plain(nullishString)

// Search parameters become a booking-engine URL: all of them are codes.
export const BookingSearchSchema = plain(
  z.object({
    destinations: stringList,
    cruiseLines: stringList,
    durations: stringList,
    ships: stringList,
    departurePorts: stringList,
    rivers: stringList,
    transport: nullishString,
    sortColumn: z.enum(['price', 'departureDate', 'cruiselinePriority']).nullish(),
    sortOrder: z.enum(['asc', 'desc']).nullish(),
  }),
)

// Head tags and structured data are read by machines: never marked.
export const SeoSchema = plain(z.object({ title: z.string(), description: z.string() }))

/** An amount per currency, in whole units (`money` in the schemas). Formatted by ~/lib/currency. */
export const MoneySchema = z.object({ INR: z.number().min(0), USD: z.number().min(0), SGD: z.number().min(0) })
export type Money = z.infer<typeof MoneySchema>

export const CURRENCY_CODES = ['INR', 'USD', 'SGD'] as const

/** An optional value: GROQ gives null for a missing attribute, the app wants undefined. */
export const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value): z.output<T> | undefined => value ?? undefined)

export const isoDate = plain(z.iso.date())
