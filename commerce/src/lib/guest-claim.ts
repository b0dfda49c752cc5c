import { signId, verifyId } from "./signed-token"

/** Minutes a claim link lives, like a password reset link. */
export const CLAIM_TOKEN_MINUTES = 15

/**
 * The token of the e-mailed link that proves a customer reads the mailbox
 * of their e-mail: it names the customer, the e-mail and when it expires,
 * signed by this server.
 */
export function claimToken(customerId: string, email: string, now = Date.now()) {
  const expires = Math.floor(now / 1000) + CLAIM_TOKEN_MINUTES * 60
  return signId("claim", `${customerId} ${email.toLowerCase()} ${expires}`)
}

/** The customer and e-mail a claim token was written for, or null when it is forged, malformed or expired. */
export function readClaimToken(
  token: string,
  now = Date.now(),
): { customer_id: string; email: string } | null {
  const claim = verifyId("claim", token)
  const [customerId, email, expires, ...rest] = claim?.split(" ") ?? []
  if (!customerId || !email || !expires || rest.length || !/^\d+$/.test(expires)) return null
  if (Number(expires) * 1000 <= now) return null
  return { customer_id: customerId, email }
}
