import type { CardFacts } from "./filters"
import {
  entryFacts,
  inScope,
  scopeFromString,
  type IndexChunk,
  type IndexEntry,
} from "./index-entry"

export type LoadedEntry = { chunk: IndexChunk; entry: IndexEntry; facts: CardFacts }

const chunks = new Map<string, Promise<IndexChunk>>()

/** One chunk of the listing index, fetched once per page (the browser revalidates it). */
function chunk(url: string): Promise<IndexChunk> {
  let loaded = chunks.get(url)
  if (!loaded) {
    loaded = fetch(url, { credentials: "same-origin" }).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`)
      const body = (await response.json()) as IndexChunk
      if (!Array.isArray(body?.entries) || !Array.isArray(body.images)) {
        throw new Error(`${url} is not a listing index chunk`)
      }
      return body
    })
    loaded.catch(() => chunks.delete(url))
    chunks.set(url, loaded)
  }
  return loaded
}

/**
 * The experiences of a listing's scope (`all`, `city:…`, `category:…`) from
 * the listing index `urls` (a JSON array of chunk URLs, all fetched at once),
 * in rank order, with the filters' facts priced in `currency`.
 */
export async function loadListingIndex(
  urls: string,
  scope: string | undefined,
  currency: string,
): Promise<LoadedEntry[]> {
  const which = scopeFromString(scope)
  const list = JSON.parse(urls) as unknown
  if (
    !which ||
    !Array.isArray(list) ||
    !list.every((u) => typeof u === "string" && u.startsWith("/"))
  ) {
    throw new Error("The listing names no index")
  }
  const loaded = await Promise.all((list as string[]).map(chunk))
  return loaded.flatMap((c) =>
    c.entries.flatMap((entry, i) =>
      inScope(entry, which)
        ? [{ chunk: c, entry, facts: entryFacts(entry, c.from + i, currency) }]
        : [],
    ),
  )
}
