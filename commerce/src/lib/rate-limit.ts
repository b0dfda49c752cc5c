import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible"
import { clientAddress } from "./client-address"
import { translate, type MessageCode } from "./i18n/messages"
import { requestLocale } from "./i18n/request-locale"

/** How many attempts a window allows, per client address and per e-mail. */
export type LimitRule = { name: string; perIp: number; perEmail: number; windowSeconds: number }

/** Sign-up and forgot-password limits (attempts per window); login has its own (login-limit.ts). */
export const AUTH_LIMITS = {
  signup: { name: "signup", perIp: 30, perEmail: 5, windowSeconds: 60 * 60 },
  forgot: { name: "forgot", perIp: 30, perEmail: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, LimitRule>

/** What the public may write per window: reviews (proof guessing), custom-offer requests, contact messages. */
export const FEEDBACK_LIMITS = {
  review: { name: "review", perIp: 30, perEmail: 10, windowSeconds: 15 * 60 },
  offer: { name: "offer", perIp: 10, perEmail: 5, windowSeconds: 60 * 60 },
  contact: { name: "contact", perIp: 10, perEmail: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, LimitRule>

type Limiters = { ip: RateLimiterPostgres; email: RateLimiterPostgres }
type Limiter = { points: number; windowSeconds: number; blockSeconds?: number }

// One limiter per key prefix and database connection (a test run or a
// restart brings a new connection, and a fresh database without the table).
const limiters = new WeakMap<object, Map<string, Promise<RateLimiterPostgres>>>()
// Creations on one connection run one after the other: two concurrent CREATE
// TABLE IF NOT EXISTS of the same table collide on its row type.
const creating = new WeakMap<object, Promise<unknown>>()

// Counters live in the Postgres Medusa already uses, so every server process
// on the database counts the same attempts. The library creates its table
// (`rate_limit`) on first use.
function createLimiter(
  connection: object,
  keyPrefix: string,
  { points, windowSeconds, blockSeconds }: Limiter,
) {
  const create = () =>
    new Promise<RateLimiterPostgres>((resolve, reject) => {
      const store: RateLimiterPostgres = new RateLimiterPostgres(
        {
          storeClient: connection,
          storeType: "knex",
          tableName: "rate_limit",
          keyPrefix,
          points,
          duration: windowSeconds,
          blockDuration: blockSeconds ?? windowSeconds,
          clearExpiredByTimeout: false,
        },
        (error?: Error) => (error ? reject(error) : resolve(store)),
      )
    })
  // Another server starting at the same moment can collide too, hence one more try.
  const once = () =>
    create().catch((error: { code?: string }) => {
      if (error?.code === "42710" || error?.code === "23505") return create()
      throw error
    })
  const queued = (creating.get(connection) ?? Promise.resolve()).catch(() => undefined).then(once)
  creating.set(connection, queued)
  return queued
}

/**
 * The Postgres-backed limiter named `keyPrefix` on the container's database
 * (made once per connection; `fresh` makes it again, for a recreated table).
 */
export function sharedLimiter(
  container: MedusaContainer,
  keyPrefix: string,
  limit: Limiter,
  fresh = false,
) {
  const connection = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as object
  let byPrefix = limiters.get(connection)
  if (!byPrefix) limiters.set(connection, (byPrefix = new Map()))
  let entry = byPrefix.get(keyPrefix)
  if (!entry || fresh) {
    entry = createLimiter(connection, keyPrefix, limit)
    entry.catch(() => byPrefix.delete(keyPrefix))
    byPrefix.set(keyPrefix, entry)
  }
  return entry
}

async function limitersFor(
  container: MedusaContainer,
  rule: LimitRule,
  fresh = false,
): Promise<Limiters> {
  return {
    ip: await sharedLimiter(
      container,
      `${rule.name}:ip`,
      { points: rule.perIp, windowSeconds: rule.windowSeconds },
      fresh,
    ),
    email: await sharedLimiter(
      container,
      `${rule.name}:email`,
      { points: rule.perEmail, windowSeconds: rule.windowSeconds },
      fresh,
    ),
  }
}

/** Postgres "undefined_table": the database was recreated under a running server. */
export const isMissingTable = (error: unknown) => (error as { code?: string })?.code === "42P01"

/** The e-mail an auth request names, as one key whatever its case. */
export const emailOf = (req: MedusaRequest) => {
  const body = (req.body ?? {}) as { email?: unknown; identifier?: unknown }
  const value = body.email ?? body.identifier
  return typeof value === "string" ? value.trim().toLowerCase() : ""
}

/**
 * Answers 429 with `Retry-After` and the localised message of `code` (whose
 * copy takes the wait in `minutes`).
 */
export function tooMany(
  req: MedusaRequest,
  res: MedusaResponse,
  msBeforeNext: number,
  code: MessageCode = "too_many_attempts",
  params: Record<string, string | number> = {},
) {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000))
  res.setHeader("Retry-After", String(seconds))
  res.status(429).json({
    type: "too_many_requests",
    code,
    message: translate(code, requestLocale(req), { ...params, minutes: Math.ceil(seconds / 60) }),
  })
}

/**
 * Runs `use` with the shared limiter `keyPrefix`, once more with the limiter
 * made again when the database lost its table under a running server.
 */
export async function withSharedLimiter<T>(
  container: MedusaContainer,
  keyPrefix: string,
  limit: Parameters<typeof sharedLimiter>[2],
  use: (limiter: RateLimiterPostgres) => Promise<T>,
): Promise<T> {
  return use(await sharedLimiter(container, keyPrefix, limit)).catch(async (error: unknown) => {
    if (!isMissingTable(error)) throw error
    return use(await sharedLimiter(container, keyPrefix, limit, true))
  })
}

/**
 * Counts an attempt against the client's address and the e-mail it names,
 * and answers 429 with `Retry-After` and the localised message once either
 * is over its limit.
 */
export function rateLimit(rule: LimitRule) {
  return async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    const address = clientAddress(req)
    const mail = emailOf(req)
    let { ip, email } = await limitersFor(req.scope, rule)
    const consume = async () => {
      await ip.consume(address)
      if (mail) await email.consume(mail)
    }
    try {
      await consume().catch(async (error) => {
        if (!isMissingTable(error)) throw error
        ;({ ip, email } = await limitersFor(req.scope, rule, true))
        await consume()
      })
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) return next(rejection)
      return tooMany(req, res, rejection.msBeforeNext)
    }
    next()
  }
}
