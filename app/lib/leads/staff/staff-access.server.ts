// Who may read leads: a member of staff signed in to the Studio. The Studio's Leads tool sends its
// user's Sanity token; the site asks the configured Sanity project who that is (/users/me, through
// @sanity/client) and lets in the roles LEADS_STAFF_ROLES names. No password of ours, nothing in
// the page. ADR 38.
import { createHash } from 'node:crypto'

import { createClient } from '@sanity/client'
import { LRUCache } from 'lru-cache'

import { apiHostSettings } from '~/lib/content/backends.server'

export interface StaffMember {
  id: string
  name: string
}

export type StaffCheck = { ok: true; staff: StaffMember } | { ok: false; status: 401 | 403 | 503; message: string }

export interface StaffAccessOptions {
  /** The Sanity project whose users are the staff; unset, nobody can be checked (503). */
  projectId: string | undefined
  dataset: string
  apiVersion: string
  /** Sanity's API host for a custom domain (and the tests' stand-in Content Lake). */
  apiHost: string | undefined
  /** Role names that may use the Leads tool. */
  roles: readonly string[]
  /** How long an answer about a token is kept (ms). */
  rememberMs?: number
}

const STAFF_MESSAGES = {
  signIn: 'Sign in to the Studio to see leads.',
  invalid: 'Your Studio sign-in is not valid for this site: sign in again.',
  role: 'Your Studio role may not see leads: ask an administrator.',
  noProject: 'The site has no Sanity project configured (SANITY_PROJECT_ID), so it cannot check who signs in.',
  unavailable: 'The site could not ask Sanity who you are: try again in a minute.',
} as const

interface SanityUser {
  id?: string
  name?: string
  role?: string
  roles?: Array<{ name?: string }>
}

/** The bearer token of an Authorization header, or null. */
export function bearerToken(authorization: string | null): string | null {
  const match = /^Bearer ([\x21-\x7e]{1,4096})$/.exec(authorization ?? '')
  return match ? match[1]! : null
}

/** The user's roles as Sanity names them (its `roles`, or the older single `role`). */
export function rolesOf(user: SanityUser): string[] {
  const names = (user.roles ?? []).map((role) => role.name).filter((name): name is string => typeof name === 'string')
  return names.length > 0 ? names : user.role ? [user.role] : []
}

export function createStaffAccess(options: StaffAccessOptions) {
  // Answers by the token's hash (never the token), so each request does not cost a call to Sanity;
  // a failure to ask is not kept.
  const known = new LRUCache<string, StaffCheck>({ max: 1_000, ttl: options.rememberMs ?? 60_000 })

  async function ask(token: string): Promise<StaffCheck> {
    if (!options.projectId) return { ok: false, status: 503, message: STAFF_MESSAGES.noProject }
    const client = createClient({
      projectId: options.projectId,
      dataset: options.dataset,
      apiVersion: options.apiVersion,
      ...apiHostSettings(options.apiHost),
      useCdn: false,
      token,
      timeout: 5_000,
      maxRetries: 0,
    })
    let user: SanityUser
    try {
      user = (await client.request<SanityUser>({ uri: '/users/me', tag: 'leads-tool' })) ?? {}
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode
      if (status === 401 || status === 403) return { ok: false, status: 401, message: STAFF_MESSAGES.invalid }
      return { ok: false, status: 503, message: STAFF_MESSAGES.unavailable }
    }
    // Sanity answers an unknown token with an empty user rather than an error.
    if (!user.id) return { ok: false, status: 401, message: STAFF_MESSAGES.invalid }
    if (!rolesOf(user).some((role) => options.roles.includes(role))) return { ok: false, status: 403, message: STAFF_MESSAGES.role }
    return { ok: true, staff: { id: user.id, name: user.name?.trim() || user.id } }
  }

  return {
    async check(authorization: string | null): Promise<StaffCheck> {
      const token = bearerToken(authorization)
      if (!token) return { ok: false, status: 401, message: STAFF_MESSAGES.signIn }
      const key = createHash('sha256').update(token).digest('hex')
      const remembered = known.get(key)
      if (remembered) return remembered
      const answer = await ask(token)
      if (answer.ok || answer.status !== 503) known.set(key, answer)
      return answer
    },
  }
}

export type StaffAccess = ReturnType<typeof createStaffAccess>
