import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible"
import { clientAddress } from "./client-address"
import { translate } from "./i18n/messages"
import { requestLocale } from "./i18n/request-locale"

/** How many attempts a window allows, per client address and per e-mail. */
export type LimitRule = { name: string; perIp: number; perEmail: number; windowSeconds: number }

/** Login, sign-up and forgot-password limits (attempts per window). */
export const AUTH_LIMITS = {
  login: { name: "login", perIp: 50, perEmail: 10, windowSeconds: 15 * 60 },
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
// One pair of limiters per rule and database connection (a test run or a
// restart brings a new connection, and a fresh database without the table).
const limiters = new WeakMap<object, Map<string, Promise<Limiters>>>()

// Counters live in the Postgres Medusa already uses, so every server process
// on the database counts the same attempts. The library creates its table
// (`rate_limit`) on first use.
function limiter(connection: unknown, rule: LimitRule, kind: "ip" | "email", points: number) {
  return new Promise<RateLimiterPostgres>((resolve, reject) => {
    const store: RateLimiterPostgres = new RateLimiterPostgres(
      {
        storeClient: connection,
        storeType: "knex",
        tableName: "rate_limit",
        keyPrefix: `${rule.name}:${kind}`,
        points,
        duration: rule.windowSeconds,
        blockDuration: rule.windowSeconds,
        clearExpiredByTimeout: false,
      },
      (error?: Error) => (error ? reject(error) : resolve(store)),
    )
  })
}

function limitersFor(container: MedusaContainer, rule: LimitRule, fresh = false) {
  const connection = container.resolve(ContainerRegistrationKeys.PG_CONNECTION) as object
  let byRule = limiters.get(connection)
  if (!byRule) limiters.set(connection, (byRule = new Map()))
  let entry = byRule.get(rule.name)
  if (!entry || fresh) {
    entry = createLimiters(connection, rule)
    entry.catch(() => byRule.delete(rule.name))
    byRule.set(rule.name, entry)
  }
  return entry
}

// One after the other: two concurrent CREATE TABLE IF NOT EXISTS of the same
// table collide on its row type (another server starting at the same moment
// can too, hence one more try).
async function createLimiters(connection: unknown, rule: LimitRule): Promise<Limiters> {
  const create = async () => ({
    ip: await limiter(connection, rule, "ip", rule.perIp),
    email: await limiter(connection, rule, "email", rule.perEmail),
  })
  return create().catch((error: { code?: string }) => {
    if (error?.code === "42710" || error?.code === "23505") return create()
    throw error
  })
}

/** Postgres "undefined_table": the database was recreated under a running server. */
const isMissingTable = (error: unknown) => (error as { code?: string })?.code === "42P01"

/** The e-mail an auth request names, as one key whatever its case. */
const emailOf = (req: MedusaRequest) => {
  const body = (req.body ?? {}) as { email?: unknown; identifier?: unknown }
  const value = body.email ?? body.identifier
  return typeof value === "string" ? value.trim().toLowerCase() : ""
}

/**
 * Counts an attempt against the client's address and the e-mail it names,
 * and answers 429 with `Retry-After` and the localised message once either
 * is over its limit. A successful login clears the e-mail's count.
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
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
      const locale = requestLocale(req)
      res.setHeader("Retry-After", String(seconds))
      res.status(429).json({
        type: "too_many_requests",
        code: "too_many_attempts",
        message: translate("too_many_attempts", locale, { minutes: Math.ceil(seconds / 60) }),
      })
      return
    }
    if (rule.name === "login" && mail) {
      res.on("finish", () => {
        if (res.statusCode !== 200) return
        email.delete(mail).catch((error: Error) => req.scope.resolve("logger").warn(`Login limit of ${mail} not cleared: ${error.message}`))
      })
    }
    next()
  }
}
