import { PUBLIC_MEDUSA_PUBLISHABLE_KEY } from "astro:env/client"
import type { Locale } from "@sendero/shared/locales"
import { ApiError } from "./errors"

/**
 * The browser's one way to the commerce API: paths on the site's own origin
 * (the site server forwards `/store/*` to Medusa, see lib/server), the
 * publishable key (public by design) and the page's language. A small fetch
 * of our own rather than the SDK's client, whose FetchError drops the API's
 * `code` and `params` (seats remaining, the check banner) that the UI needs.
 */
export type StoreLocale = Locale

type Init = {
  method?: "GET" | "POST" | "DELETE"
  body?: unknown
  query?: Record<string, string | number | undefined>
  locale: StoreLocale
  signal?: AbortSignal
  /** Extra request headers (e.g. a one-time reset token as a bearer). */
  headers?: Record<string, string>
}

/** Calls a Store API or customer auth path (`/store/...`, `/auth/...`) and returns its JSON; a refusal throws an ApiError. */
export async function storeFetch<T>(
  path: string,
  { method = "GET", body, query, locale, signal, headers }: Init,
): Promise<T> {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(name, String(value))
  }
  const url = search.size ? `${path}?${search}` : path
  let response: Response
  try {
    response = await fetch(url, {
      method,
      signal,
      headers: {
        accept: "application/json",
        "x-medusa-locale": locale,
        ...(PUBLIC_MEDUSA_PUBLISHABLE_KEY
          ? { "x-publishable-api-key": PUBLIC_MEDUSA_PUBLISHABLE_KEY }
          : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch (error) {
    if ((error as Error)?.name === "AbortError") throw error
    throw new ApiError(0, { code: "network_error" })
  }
  const json = await response.json().catch(() => ({}))
  if (!response.ok) throw new ApiError(response.status, json)
  return json as T
}

/** A path segment from an id: encoded, so no value can change the path it goes to. */
export const segment = (id: string) => encodeURIComponent(id)
