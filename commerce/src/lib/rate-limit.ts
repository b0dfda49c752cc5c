import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible"
import { translate } from "./i18n/messages"
import { requestLocale } from "./i18n/request-locale"

/** How many attempts a window allows, per client address and per e-mail. */
export type LimitRule = { name: string; perIp: number; perEmail: number; windowSeconds: number }

/** Login, sign-up and forgot-password limits (attempts per window). */
export const AUTH_LIMITS = {
  login: { name: "login", perIp: 50, perEmail: 10, windowSeconds: 15 * 60 },
  signup: { name: "signup", perIp: 10, perEmail: 5, windowSeconds: 60 * 60 },
  forgot: { name: "forgot", perIp: 10, perEmail: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, LimitRule>

type Limiters = { ip: RateLimiterPostgres; email: RateLimiterPostgres }
const limiters = new Map<string, Promise<Limiters>>()

// Counters live in the Postgres Medusa already uses, so every server process
// on the database counts the same attempts.
function limiter(container: MedusaContainer, rule: LimitRule, kind: "ip" | "email", points: number) {
  return new Promise<RateLimiterPostgres>((resolve, reject) => {
    const store: RateLimiterPostgres = new RateLimiterPostgres(
      {
        storeClient: container.resolve(ContainerRegistrationKeys.PG_CONNECTION),
        storeType: "knex",
        tableName: "rate_limit",
        keyPrefix: `${rule.name}:${kind}`,
        points,
        duration: rule.windowSeconds,
        blockDuration: rule.windowSeconds,
      },
      (error?: Error) => (error ? reject(error) : resolve(store)),
    )
  })
}

function limitersFor(container: MedusaContainer, rule: LimitRule) {
  let entry = limiters.get(rule.name)
  if (!entry) {
    entry = Promise.all([limiter(container, rule, "ip", rule.perIp), limiter(container, rule, "email", rule.perEmail)]).then(
      ([ip, email]) => ({ ip, email }),
    )
    entry.catch(() => limiters.delete(rule.name))
    limiters.set(rule.name, entry)
  }
  return entry
}

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
    const { ip, email } = await limitersFor(req.scope, rule)
    const address = req.ip ?? req.socket.remoteAddress ?? "unknown"
    const mail = emailOf(req)
    try {
      await ip.consume(address)
      if (mail) await email.consume(mail)
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
