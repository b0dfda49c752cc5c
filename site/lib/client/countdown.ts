/** Minutes and seconds left until `expiresAt` ('14:32'), or null once it has passed. */
export function holdLeft(expiresAt: string | null | undefined, now = Date.now()): string | null {
  if (!expiresAt) return null
  const ms = Date.parse(expiresAt) - now
  if (!(ms > 0)) return null
  const seconds = Math.ceil(ms / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`
}
