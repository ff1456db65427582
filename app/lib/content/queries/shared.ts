import { z } from 'zod'

// Pieces every query module shares: the image projection and small schema helpers.

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
    url: z.string(),
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

export const BookingSearchSchema = z.object({
  destinations: stringList,
  cruiseLines: stringList,
  durations: stringList,
  ships: stringList,
  departurePorts: stringList,
  rivers: stringList,
  transport: nullishString,
  sortColumn: z.enum(['price', 'departureDate', 'cruiselinePriority']).nullish(),
  sortOrder: z.enum(['asc', 'desc']).nullish(),
})


export const SeoSchema = z.object({ title: z.string(), description: z.string() })
export type Seo = z.infer<typeof SeoSchema>


/** An amount per currency, in whole units (`money` in the schemas). Formatted by ~/lib/currency. */
export const MoneySchema = z.object({ INR: z.number().min(0), USD: z.number().min(0), SGD: z.number().min(0) })
export type Money = z.infer<typeof MoneySchema>
