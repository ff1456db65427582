import { z } from 'zod'

// Every variable the server reads, checked once at boot. A bad value stops the process with a
// message naming the variable, rather than failing later inside a request.
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Public origin used in canonical links and the sitemap, e.g. https://www.harbourline.example. */
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Express "trust proxy" setting: how many proxies (or which) sit in front of the server. */
  TRUST_PROXY: optionalString,
  /** Header set by the CDN with the visitor's ISO country code. */
  COUNTRY_HEADER: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]+$/, 'must be an HTTP header name')
    .default('cf-ipcountry'),
  /** The embedded dataset, used when no Sanity project is configured. */
  CONTENT_SEED_PATH: z.string().trim().min(1).default('seed/production.ndjson'),
  SANITY_PROJECT_ID: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+$/, 'must be a Sanity project id (lowercase letters, digits, dashes)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SANITY_DATASET: z.string().trim().regex(/^[a-z0-9_-]+$/).default('production'),
  SANITY_API_VERSION: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2025-02-19')
    .default('2025-02-19'),
  SANITY_READ_TOKEN: optionalString,
  /** Seconds a Sanity result is served before it is refetched in the background. */
  CONTENT_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
})

export type Env = z.infer<typeof EnvSchema>

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source)
  if (result.success) return result.data
  const problems = result.error.issues
    .map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('\n')
  throw new Error(`Invalid environment variables:\n${problems}\nSee .env.example for every variable.`)
}

export const env: Env = parseEnv(process.env)
