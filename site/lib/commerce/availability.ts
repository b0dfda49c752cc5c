import { sdk } from "./sdk"

const DATE = /^\d{4}-\d{2}-\d{2}$/
const BATCH = 200

/** A travel date from a URL (`?date=YYYY-MM-DD`), or null when it is not one. */
export function travelDate(value: string | null | undefined): string | null {
  if (!value || !DATE.test(value) || Number.isNaN(Date.parse(value))) return null
  return value
}

/**
 * The handles, among `handles`, of experiences with an open slot and a free
 * seat on `date` (each in its own time zone), from `GET /store/availability`.
 */
export async function availableOn(date: string, handles: readonly string[]): Promise<Set<string>> {
  const available = new Set<string>()
  for (let i = 0; i < handles.length; i += BATCH) {
    const { available: some } = await sdk.client.fetch<{ available: string[] }>(
      "/store/availability",
      {
        query: { date, handles: handles.slice(i, i + BATCH).join(",") },
      },
    )
    for (const handle of some) available.add(handle)
  }
  return available
}
