import path from "node:path"
import { StartError } from "./log.mjs"

const port = (value, fallback, name) => {
  const n = value === undefined || value === "" ? fallback : Number(value)
  if (!Number.isInteger(n) || n < 1 || n > 65535) {
    throw new StartError(`${name} must be a port number, got "${value}"`)
  }
  return n
}

/**
 * Everything `npm start` (and the test runner) needs to know, read from the
 * environment once. Defaults are the local embedded setup; production mode
 * (NODE_ENV=production) demands real secrets and a real database.
 */
export function readSettings(root, env = process.env) {
  const mode = env.NODE_ENV === "production" ? "production" : (env.SENDERO_MODE ?? "local")
  const ports = {
    postgres: port(env.POSTGRES_PORT, 54329, "POSTGRES_PORT"),
    medusa: port(env.MEDUSA_PORT, 9000, "MEDUSA_PORT"),
    site: port(env.SITE_PORT, 4321, "SITE_PORT"),
    mailSmtp: port(env.MAIL_SMTP_PORT, 1025, "MAIL_SMTP_PORT"),
    mailWeb: port(env.MAIL_WEB_PORT, 1080, "MAIL_WEB_PORT"),
  }
  const stateDir = path.resolve(root, env.SENDERO_STATE_DIR || ".data")
  const siteUrl = (env.PUBLIC_SITE_URL || `http://localhost:${ports.site}`).replace(/\/$/, "")
  const medusaUrl = (env.MEDUSA_BACKEND_URL || `http://localhost:${ports.medusa}`).replace(
    /\/$/,
    "",
  )
  const settings = {
    root,
    mode,
    ports,
    stateDir,
    logDir: path.join(stateDir, "logs"),
    databaseUrl: env.DATABASE_URL || null,
    databaseName: env.SENDERO_DATABASE_NAME || "sendero",
    redisUrl: env.REDIS_URL || null,
    // A real SMTP server replaces the local inbox.
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || null,
    siteOutDir: path.resolve(root, env.SITE_OUT_DIR || "dist"),
    siteUrl,
    medusaUrl,
    currency: (env.PUBLIC_DEFAULT_CURRENCY || "EUR").toUpperCase(),
    layout: env.PUBLIC_SITE_LAYOUT || "default",
    secrets: null,
    stripe: stripeSettings(env, mode),
  }
  if (mode === "production") {
    const missing = ["DATABASE_URL", "JWT_SECRET", "COOKIE_SECRET", "SMTP_URL", "MAIL_FROM"].filter(
      (name) => !env[name],
    )
    if (env.STRIPE_API_KEY && !env.STRIPE_WEBHOOK_SECRET) missing.push("STRIPE_WEBHOOK_SECRET")
    if (missing.length) {
      throw new StartError(
        `Production mode needs ${missing.join(", ")}: set ${missing.length > 1 ? "them" : "it"} in the environment (see .env.example)`,
      )
    }
    settings.secrets = {
      jwtSecret: env.JWT_SECRET,
      cookieSecret: env.COOKIE_SECRET,
      adminEmail: env.SENDERO_ADMIN_EMAIL || null,
      adminPassword: env.SENDERO_ADMIN_PASSWORD || null,
    }
  }
  return settings
}

/**
 * Card payments: the real Stripe with STRIPE_API_KEY; otherwise, outside
 * production, the local Stripe test double on STRIPE_DOUBLE_PORT (default
 * 12111), so the card path works with no account; in production without a
 * key, card payments are off.
 */
function stripeSettings(env, mode) {
  if (env.STRIPE_API_KEY) {
    return {
      mode: "stripe",
      apiKey: env.STRIPE_API_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
    }
  }
  if (mode === "production") return { mode: "off" }
  return { mode: "double", port: port(env.STRIPE_DOUBLE_PORT, 12111, "STRIPE_DOUBLE_PORT") }
}

/**
 * Node 22.18 or newer: Astro 7, Sanity 6 and Vitest 5 need 22.12, and commerce requires the
 * shared package's TypeScript, which Node strips by default from 22.18.
 */
export function assertNodeVersion(version = process.versions.node) {
  const [major, minor] = version.split(".").map(Number)
  if (major > 22 || (major === 22 && minor >= 18)) return
  throw new StartError(
    `Node ${version} is too old: Sendero needs Node 22.18 or newer (Node 24 recommended, see .nvmrc)`,
  )
}
