import { useCallback, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"

/** An error answer of our API: a stable code and a message in the admin's language. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** The admin's language for our API (`x-medusa-locale`): Spanish or English. */
export const apiLocale = (language: string | undefined) =>
  language?.startsWith("es") ? "es" : "en"

/**
 * Calls our admin API with the admin's session cookie, in the admin's
 * language; an error answer becomes an AdminApiError carrying its localised
 * message (shown as is).
 */
export async function adminFetch<T>(
  path: string,
  locale: string,
  init: { method?: "GET" | "POST" | "DELETE"; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? "GET",
    credentials: "include",
    headers: {
      "x-medusa-locale": locale,
      accept: "application/json",
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const data = await response.json().catch(() => ({}))
  if (!response.ok) {
    throw new AdminApiError(
      response.status,
      String(data.code ?? "unexpected"),
      String(data.message ?? response.statusText),
    )
  }
  return data as T
}

/** Loads `path` (null: nothing to load) and reloads it on demand. */
export function useAdminQuery<T>(path: string | null) {
  const { i18n } = useTranslation()
  const locale = apiLocale(i18n.language)
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: !!path,
  })
  const [nonce, setNonce] = useState(0)
  useEffect(() => {
    if (!path) return
    let live = true
    setState((s) => ({ ...s, loading: true }))
    adminFetch<T>(path, locale)
      .then((data) => live && setState({ data, error: null, loading: false }))
      .catch(
        (error: Error) => live && setState({ data: null, error: error.message, loading: false }),
      )
    return () => {
      live = false
    }
  }, [path, locale, nonce])
  const reload = useCallback(() => setNonce((n) => n + 1), [])
  return { ...state, reload, locale }
}

/** Today in the browser's calendar, as YYYY-MM-DD. */
export function todayIso() {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
