import { scrypt } from "node:crypto"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"

// The cost Medusa's emailpass provider hashes passwords with (scrypt-kdf's
// defaults: logN 15, r 8, p 1), so the stand-in check below takes as long as
// verifying a real password does.
const COST = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }
const SALT = Buffer.alloc(32, 7)

const deriveOnce = (password: string) =>
  new Promise<void>((resolve) => scrypt(password, SALT, 64, COST, () => resolve()))

/**
 * Medusa answers a login for an unknown e-mail without hashing anything, so
 * the time of the answer would tell which e-mails have an account. For an
 * e-mail without an emailpass identity this does the same scrypt work a
 * password check does before Medusa answers (with the same copy as a wrong
 * password, see lib/auth-errors).
 */
export async function equalLoginWork(
  req: MedusaRequest,
  _res: MedusaResponse,
  next: MedusaNextFunction,
) {
  const { email, password } = (req.body ?? {}) as { email?: unknown; password?: unknown }
  if (typeof email !== "string" || typeof password !== "string") return next()
  try {
    const auth = req.scope.resolve(Modules.AUTH)
    const known = await auth.listProviderIdentities(
      { entity_id: email, provider: "emailpass" },
      { take: 1, select: ["id"] },
    )
    if (!known.length) await deriveOnce(password)
    next()
  } catch (error) {
    next(error)
  }
}
