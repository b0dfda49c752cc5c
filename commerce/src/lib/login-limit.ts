import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { RateLimiterRes } from "rate-limiter-flexible"
import { clientAddress } from "./client-address"
import { emailOf, isMissingTable, sharedLimiter, tooMany } from "./rate-limit"

/** Whose login: a traveller's (`customer`) or a shop admin's (`user`). */
export type LoginActor = "customer" | "user"

/**
 * Login attempts per window. The pair (one e-mail from one address) is the
 * backoff an attacker meets first, and once it blocks, that address's tries
 * no longer count against the e-mail, so locking a traveller out takes ten
 * addresses; the traveller at home is a different pair. The address limit
 * slows one address trying many e-mails. The e-mail limit is a last line
 * against many addresses, and a password reset lifts it.
 */
export const LOGIN_LIMITS = {
  pair: { points: 10, windowSeconds: 15 * 60 },
  address: { points: 50, windowSeconds: 15 * 60 },
  email: { points: 100, windowSeconds: 60 * 60 },
} as const

const limitersOf = async (container: MedusaContainer, actor: LoginActor, fresh = false) => {
  const prefix = actor === "customer" ? "login" : "admin-login"
  return {
    pair: await sharedLimiter(container, `${prefix}:pair`, LOGIN_LIMITS.pair, fresh),
    address: await sharedLimiter(container, `${prefix}:ip`, LOGIN_LIMITS.address, fresh),
    email: await sharedLimiter(container, `${prefix}:email`, LOGIN_LIMITS.email, fresh),
  }
}

/**
 * Counts a login before Medusa checks the password, against the (e-mail,
 * address) pair, the address and the e-mail, in that order; over any limit
 * it answers 429 with `Retry-After`. Counting first keeps parallel guesses
 * inside the limits.
 */
export function loginLimit(actor: LoginActor) {
  return async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    const address = clientAddress(req)
    const mail = emailOf(req)
    let limits = await limitersOf(req.scope, actor)
    const consume = async () => {
      if (mail) await limits.pair.consume(`${mail}|${address}`)
      await limits.address.consume(address)
      if (mail) await limits.email.consume(mail)
    }
    try {
      await consume().catch(async (error) => {
        if (!isMissingTable(error)) throw error
        limits = await limitersOf(req.scope, actor, true)
        await consume()
      })
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) return next(rejection)
      return tooMany(req, res, rejection.msBeforeNext)
    }
    // A successful login gives its attempt back, so only wrong passwords count. Giving back
    // (not deleting) commutes with attempts made meanwhile, which a delete would forget.
    res.on("finish", () => {
      if (res.statusCode !== 200) return
      const back = [limits.address.reward(address, 1)]
      if (mail) back.push(limits.pair.reward(`${mail}|${address}`, 1), limits.email.reward(mail, 1))
      Promise.all(back).catch((error: Error) =>
        req.scope
          .resolve("logger")
          .warn(`Login attempt of ${mail} not given back: ${error.message}`),
      )
    })
    next()
  }
}

/** Lifts the e-mail's lock (a password reset proved the owner): pairs of other addresses stay. */
export async function liftLoginLock(container: MedusaContainer, actor: LoginActor, email: string) {
  const { email: limiter } = await limitersOf(container, actor)
  await limiter.delete(email.trim().toLowerCase()).catch((error: unknown) => {
    if (!isMissingTable(error)) throw error
  })
}
