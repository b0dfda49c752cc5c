import { createHmac, timingSafeEqual } from "node:crypto"
import { parseEnv } from "./env"

/** What a signed link opens: one booking's voucher, one order for a guest, or a customer's claim of guest orders. */
export type TokenPurpose = "voucher" | "order" | "claim"

// A key of its own, derived from the server secret, so a link signature can
// never be replayed as a session token and rotating JWT_SECRET revokes links.
const key = () =>
  createHmac("sha256", parseEnv().JWT_SECRET).update("sendero signed links v1").digest()

const mac = (purpose: TokenPurpose, id: string) =>
  createHmac("sha256", key()).update(`${purpose}:${id}`).digest("base64url")

/** A URL-safe token naming `id` that only this server can have written. */
export function signId(purpose: TokenPurpose, id: string): string {
  return `${Buffer.from(id).toString("base64url")}.${mac(purpose, id)}`
}

/** The id inside a token signed for `purpose`, or null when it was not signed here. */
export function verifyId(purpose: TokenPurpose, token: string): string | null {
  const [encoded, signature, ...rest] = token.split(".")
  if (!encoded || !signature || rest.length) return null
  const id = Buffer.from(encoded, "base64url").toString()
  const expected = Buffer.from(mac(purpose, id))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null
}

/** The booking reference travellers see and the QR code holds. */
export const bookingReference = (bookingId: string) => `SND-${bookingId.slice(-8).toUpperCase()}`
