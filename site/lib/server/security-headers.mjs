// Security headers of every storefront response. The Content-Security-Policy
// allows scripts from the site itself and, inline, exactly the scripts of the
// page being sent: their SHA-256 hashes are read from the HTML on its way out
// (prerendered files once per file version, on-demand pages every time), so
// no inline script needs a nonce and nothing needs 'unsafe-inline'.
import { createHash } from "node:crypto"
import { tapResponse } from "./response-tap.mjs"

const YEAR_SECONDS = 365 * 24 * 60 * 60

/** Powerful features no page of the site uses: denied to it and to any frame. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "picture-in-picture=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ")

/** Inline `<script>` elements; `src` scripts and JSON data blocks (JSON-LD) are not inline code. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module|speculationrules)$/i

/**
 * The CSP source expressions (`'sha256-…'`) of the inline scripts of `html`.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ""
    if (!EXECUTABLE_TYPE.test(type)) continue
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`)
  }
  return [...hashes].sort()
}

/**
 * @typedef {object} SecuritySettings
 * @property {boolean} production HSTS and upgrade-insecure-requests (served over https only)
 * @property {string[]} connectOrigins origins islands may call besides the site (Medusa, error reporting)
 * @property {string[]} imageOrigins origins of images besides the site (Sanity's CDN with the Content Lake)
 */

/**
 * Reads the settings from the site server's environment at run time.
 * @param {NodeJS.ProcessEnv} env
 * @returns {SecuritySettings}
 */
export function securitySettings(env) {
  const origin = (/** @type {string | undefined} */ url) => {
    try {
      return url ? new URL(url).origin : null
    } catch {
      return null
    }
  }
  return {
    production: env.SENDERO_MODE === "production",
    connectOrigins: [origin(env.PUBLIC_MEDUSA_URL), origin(env.PUBLIC_SENTRY_DSN)].filter(
      (o) => o !== null,
    ),
    imageOrigins: env.SANITY_PROJECT_ID ? ["https://cdn.sanity.io"] : [],
  }
}

/**
 * The Content-Security-Policy for a response whose inline scripts have `scriptHashes`.
 * @param {SecuritySettings} settings
 * @param {string[]} scriptHashes
 */
export function contentSecurityPolicy(settings, scriptHashes = []) {
  const list = (/** @type {string[]} */ ...sources) => [...new Set(sources)].join(" ")
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...scriptHashes)}`,
    // Astro inlines small stylesheets and islands set style attributes: styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", "data:", ...settings.imageOrigins)}`,
    "font-src 'self'",
    `connect-src ${list("'self'", ...settings.connectOrigins)}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(settings.production ? ["upgrade-insecure-requests"] : []),
  ].join("; ")
}

/**
 * The headers every response gets, whatever its type.
 * @param {SecuritySettings} settings
 * @returns {Record<string, string>}
 */
export function fixedSecurityHeaders(settings) {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(settings.production
      ? { "Strict-Transport-Security": `max-age=${YEAR_SECONDS}; includeSubDomains` }
      : {}),
  }
}

/**
 * A wrapper for the server's handler that puts the security headers on every
 * response. HTML is held back until it is complete (or its hashes are known
 * from an earlier response of the same file version), then sent with a policy
 * that names its inline scripts.
 * @param {SecuritySettings} settings
 * @param {{ cacheSize?: number }} [options]
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void}
 */
export function securityHeaders(settings, { cacheSize = 20_000 } = {}) {
  const fixed = Object.entries(fixedSecurityHeaders(settings))
  const basePolicy = contentSecurityPolicy(settings)
  /** Policies of prerendered files by path and ETag: a rebuilt file has another ETag. */
  const known = new Map()

  return (req, res) => {
    for (const [name, value] of fixed) res.setHeader(name, value)
    res.setHeader("Content-Security-Policy", basePolicy)

    const cacheKey = () => {
      const etag = res.getHeader("etag")
      return etag ? `${(req.url ?? "").split("?")[0]}\n${etag}` : null
    }
    const tap = tapResponse(res)
    tap.on({
      // At the first head: a file whose policy is known goes out at once; other HTML is held.
      hold(_status, headers) {
        res.removeHeader("X-Powered-By")
        const type = String(
          Object.entries(headers).find(([k]) => k.toLowerCase() === "content-type")?.[1] ??
            res.getHeader("content-type") ??
            "",
        )
        const key = cacheKey()
        if (key && known.has(key)) {
          res.setHeader("Content-Security-Policy", known.get(key))
          return false
        }
        return /^text\/html/i.test(type) && req.method !== "HEAD"
      },
      // The whole HTML: its inline scripts named in the policy, then sent.
      held(body) {
        const policy = contentSecurityPolicy(settings, inlineScriptHashes(body.toString("utf8")))
        const key = cacheKey()
        if (key) {
          if (known.size >= cacheSize) known.clear()
          known.set(key, policy)
        }
        res.setHeader("Content-Security-Policy", policy)
        tap.release()
      },
    })
  }
}
