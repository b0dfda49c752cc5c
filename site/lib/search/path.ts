import { localePath, type Locale } from "../../i18n"
import { MAX_QUERY_LENGTH } from "./index"

/** The results page of a search text: `/search/{text}` (or `/en/search/{text}`). */
export function searchPath(locale: Locale, query: string) {
  return localePath(locale, `/search/${encodeURIComponent(query)}`)
}

/**
 * The search text of a `/search/{text}` request path, decoded. Null when the
 * path holds no text or a malformed escape (`%E0%A4%A`): the page then answers
 * its empty result rather than failing.
 */
export function searchTextFromPath(pathname: string): string | null {
  const match = /\/search\/([^/]*)\/?$/.exec(pathname)
  if (!match) return null
  try {
    return decodeURIComponent(match[1])
  } catch {
    return null
  }
}

/**
 * Where a search form submission (`/search?q=…&date=…`) goes: the results page
 * of the trimmed text, keeping a well-formed date. Null without text. A slash
 * would split the path, so it becomes a space; a text too long to search still
 * goes to its (empty) results page.
 */
export function searchFormTarget(locale: Locale, params: URLSearchParams): string | null {
  const query = (params.get("q") ?? "").replaceAll("/", " ").replace(/\s+/g, " ").trim()
  if (!query) return null
  const date = params.get("date")
  const keep = date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? `?${new URLSearchParams({ date })}` : ""
  return searchPath(locale, query.slice(0, MAX_QUERY_LENGTH + 1)) + keep
}
