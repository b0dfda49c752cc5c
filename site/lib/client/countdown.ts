/**
 * Time left until `expiresAt`, said as a countdown ('14 min 05 s', '45 s': the same units in
 * Spanish and English), never as a clock time ('14:45' read like a quarter to three); null once
 * it has passed.
 */
export function holdLeft(expiresAt: string | null | undefined, now = Date.now()): string | null {
  if (!expiresAt) return null
  const ms = Date.parse(expiresAt) - now
  if (!(ms > 0)) return null
  const seconds = Math.ceil(ms / 1000)
  const minutes = Math.floor(seconds / 60)
  const rest = seconds % 60
  return minutes > 0 ? `${minutes} min ${String(rest).padStart(2, "0")} s` : `${rest} s`
}
