import type { MedusaRequest } from "@medusajs/framework/http"
import { proxyProven } from "./client-address"
import { parseEnv } from "./env"

/** The header the site's proxy names the origin a traveller used with (site/lib/server/commerce-proxy.mjs). */
export const SITE_ORIGIN_HEADER = "x-sendero-origin"

const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"]

const originOf = (value: string) => {
  try {
    const url = new URL(value)
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null
  } catch {
    return null
  }
}

/**
 * The origins the storefront answers on: PUBLIC_SITE_URL and STOREFRONT_URL,
 * every entry of SITE_ORIGINS, and (outside production) the localhost,
 * 127.0.0.1 and [::1] twins of a loopback one on the same port.
 */
export function siteOrigins(
  env: Pick<
    ReturnType<typeof parseEnv>,
    "PUBLIC_SITE_URL" | "STOREFRONT_URL" | "SITE_ORIGINS" | "SENDERO_MODE"
  > = parseEnv(),
) {
  const listed = [env.PUBLIC_SITE_URL, env.STOREFRONT_URL, ...(env.SITE_ORIGINS ?? [])]
  const origins = new Set<string>()
  for (const value of listed) {
    const origin = originOf(value)
    if (!origin) continue
    origins.add(origin)
    const url = new URL(origin)
    if (env.SENDERO_MODE !== "production" && LOOPBACK.includes(url.hostname)) {
      for (const host of LOOPBACK)
        origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`)
    }
  }
  return origins
}

/**
 * The storefront origin a traveller's request came from, for links that send
 * the browser back (Stripe's return and cancel URLs): the origin the site's
 * proxy names (believed only with its secret), else the browser's Origin
 * header; either only when it is one of the site's origins. Anything else
 * (another site, a Host or X-Forwarded-Host header) falls back to
 * PUBLIC_SITE_URL.
 */
export function requestSiteOrigin(req: MedusaRequest, env = parseEnv()): string {
  const allowed = siteOrigins(env)
  const candidates = [proxyProven(req) ? req.get(SITE_ORIGIN_HEADER) : undefined, req.get("origin")]
  for (const candidate of candidates) {
    const origin = typeof candidate === "string" ? originOf(candidate) : null
    if (origin && allowed.has(origin)) return origin
  }
  return env.PUBLIC_SITE_URL
}
