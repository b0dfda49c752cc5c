import MiniSearch, { type SearchResult } from "minisearch"
import type { Locale } from "../../i18n"
import { termProcessor } from "./terms"

/** Longest search text the site answers; a longer one gets the empty result. */
export const MAX_QUERY_LENGTH = 100

export type SearchKind = "experience" | "city" | "category" | "post"

/** One thing the search can find, with its text in the index's language. */
export type SearchDocument = {
  kind: SearchKind
  slug: string
  title: string
  /** Names of the places and categories it belongs to. */
  context?: string
  /** Longer text: overview, highlights, excerpt. */
  text?: string
}

export type SearchHit = {
  kind: SearchKind
  slug: string
  score: number
  /** A query word matched the title: these hits rank first. */
  inTitle: boolean
}

type Indexed = SearchDocument & { id: string }

/** A full-text index of one locale's documents. */
export type SearchIndex = { engine: MiniSearch<Indexed> }

/**
 * Builds the index of one locale: case- and accent-insensitive, stop words
 * dropped. Build it once and reuse it for every query.
 */
export function createSearchIndex(
  locale: Locale,
  documents: readonly SearchDocument[],
): SearchIndex {
  const engine = new MiniSearch<Indexed>({
    fields: ["title", "context", "text"],
    storeFields: ["kind", "slug"],
    processTerm: termProcessor(locale),
    searchOptions: {
      boost: { title: 4, context: 2, text: 1 },
      // Every word must match, the last one may be unfinished, and words of five
      // letters or more forgive a typo ("dunes" finds "dunas").
      combineWith: "AND",
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    },
  })
  engine.addAll(documents.map((doc) => ({ ...doc, id: `${doc.kind}:${doc.slug}` })))
  return { engine }
}

/**
 * The search text a visitor typed, cleaned: trimmed, inner spaces collapsed.
 * Null when there is nothing to search for or it is longer than MAX_QUERY_LENGTH.
 */
export function cleanQuery(raw: string | null | undefined): string | null {
  const query = (raw ?? "").replace(/\s+/g, " ").trim()
  return query && query.length <= MAX_QUERY_LENGTH ? query : null
}

/** Hits for a query, best first: title matches before the rest, then by score. */
export function searchIndex({ engine }: SearchIndex, raw: string): SearchHit[] {
  const query = cleanQuery(raw)
  if (!query) return []
  return engine
    .search(query)
    .map((result) => ({
      kind: result.kind as SearchKind,
      slug: result.slug as string,
      score: result.score,
      inTitle: matchedTitle(result),
    }))
    .sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || b.score - a.score)
}

const matchedTitle = (result: SearchResult) =>
  Object.values(result.match).some((fields) => fields.includes("title"))
