// The X-DEBUG request header (spec §7): a token signed with the server's
// DEBUG_TOKEN_SECRET (HMAC-SHA256) that carries an expiry and the scopes it
// turns on for one request. Anything unsigned, expired or altered is ignored.
import { createHmac, timingSafeEqual } from "node:crypto"

/** What a token can turn on: phase timings (`trace`), request details in error reports (`feedback`). */
export const DEBUG_SCOPES = /** @type {const} */ (["trace", "feedback"])

const b64url = (/** @type {Buffer | string} */ data) => Buffer.from(data).toString("base64url")
const sign = (/** @type {string} */ payload, /** @type {string} */ secret) =>
  createHmac("sha256", secret).update(payload).digest()

/**
 * A token for `scopes` valid for `ttlSeconds` (ops hand these to a support
 * engineer; `node -e` with this function is enough).
 * @param {{ scopes: string[], ttlSeconds?: number, now?: number }} claims
 * @param {string} secret
 */
export function signDebugToken({ scopes, ttlSeconds = 900, now = Date.now() }, secret) {
  const payload = b64url(JSON.stringify({ exp: Math.floor(now / 1000) + ttlSeconds, scopes }))
  return `${payload}.${b64url(sign(payload, secret))}`
}

/**
 * The scopes a token grants, or an empty set when there is no secret or the
 * token is malformed, unsigned, signed with another secret, altered or expired.
 * @param {string | string[] | undefined} header
 * @param {string | undefined} secret
 * @param {number} [now]
 * @returns {Set<(typeof DEBUG_SCOPES)[number]>}
 */
export function debugScopes(header, secret, now = Date.now()) {
  const none = new Set()
  const token = Array.isArray(header) ? header[0] : header
  if (!secret || !token) return none
  const [payload, signature, extra] = token.trim().split(".")
  if (!payload || !signature || extra !== undefined) return none
  // The signature's exact text, not its decoded bytes: a last character that differs only in
  // base64's unused bits decodes to the same bytes, and would let an altered token through.
  const expected = Buffer.from(b64url(sign(payload, secret)))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return none
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"))
    if (typeof claims.exp !== "number" || claims.exp * 1000 <= now || !Array.isArray(claims.scopes))
      return none
    return new Set(DEBUG_SCOPES.filter((scope) => claims.scopes.includes(scope)))
  } catch {
    return none
  }
}
