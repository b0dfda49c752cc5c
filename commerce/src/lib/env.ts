import { z } from "@medusajs/framework/zod"

/**
 * The commerce server's settings, parsed once. Local development gets its
 * secrets from `npm start` (generated into .data/), never from a fallback
 * written here; production refuses to boot without them.
 */
const EnvSchema = z
  .object({
    SENDERO_MODE: z.enum(["local", "test", "production"]).default("local"),
    DATABASE_URL: z.string().url({ message: "DATABASE_URL must be a postgres:// URL" }),
    REDIS_URL: z.string().url().optional(),
    // Medusa's own commands (db:migrate, exec) set "server" for themselves.
    MEDUSA_WORKER_MODE: z.enum(["shared", "server", "worker"]).default("shared"),
    JWT_SECRET: z.string().min(16, "JWT_SECRET must be at least 16 characters"),
    COOKIE_SECRET: z.string().min(16, "COOKIE_SECRET must be at least 16 characters"),
    /** The storefront as browsers reach it: Stripe sends travellers back there after paying. */
    PUBLIC_SITE_URL: z
      .string()
      .url()
      .default("http://localhost:4321")
      .transform((url) => url.replace(/\/$/, "")),
    /** More origins the storefront answers on (comma-separated): payments started there return there. */
    SITE_ORIGINS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? "")
          .split(",")
          .map((v) => v.trim())
          .filter(Boolean),
      ),
    STORE_CORS: z.string().default("http://localhost:4321"),
    ADMIN_CORS: z.string().default("http://localhost:9000"),
    AUTH_CORS: z.string().default("http://localhost:9000,http://localhost:4321"),
    MEDUSA_ADMIN_DISABLED: z.enum(["true", "false"]).default("false"),
    STRIPE_API_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /** Another Stripe API base (the local test double, e.g. http://127.0.0.1:12111); unset means Stripe itself. */
    STRIPE_API_URL: z
      .string()
      .url({ message: "STRIPE_API_URL must be a URL such as http://127.0.0.1:12111" })
      .optional(),
    PUBLIC_DEFAULT_CURRENCY: z
      .string()
      .regex(/^[a-zA-Z]{3}$/, "PUBLIC_DEFAULT_CURRENCY must be an ISO 4217 code such as EUR")
      .transform((value) => value.toLowerCase())
      .default("eur"),
    /** The booking module's `hold_minutes` option; unset keeps the module's own default (one home: modules/booking/service-layers/seats-service.ts). */
    BOOKING_HOLD_MINUTES: z.coerce.number().int().min(1).max(120).optional(),
    /** The booking module's `max_minutes` option; unset keeps the module's own default. */
    BOOKING_HOLD_MAX_MINUTES: z.coerce.number().int().min(1).max(240).optional(),
    BOOKING_MAX_PER_CART: z.coerce.number().int().min(1).max(100).default(20),
    /** New carts one client address (and one e-mail) may start per hour. */
    HOLD_LIMIT_CARTS_PER_HOUR: z.coerce.number().int().min(1).default(30),
    /** Seats one client address (and one cart e-mail) may keep in unpaid holds at once. */
    HOLD_LIMIT_SEATS: z.coerce.number().int().min(1).default(60),
    /** Where e-mail goes: the local inbox of `npm start` unless a real server is set. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL")
      .default("smtp://127.0.0.1:1025"),
    MAIL_FROM: z.string().min(3).default("Sendero <reservas@sendero.local>"),
    /** The support team's inbox: contact-page messages are e-mailed here. */
    SUPPORT_EMAIL: z.string().email().default("soporte@sendero.local"),
    /** Milliseconds between attempts of a failed send, one entry per retry. */
    SMTP_RETRY_DELAYS: z
      .string()
      .regex(/^\d+(,\d+)*$/, "SMTP_RETRY_DELAYS must be comma-separated milliseconds")
      .transform((value) => value.split(",").map(Number))
      .default([1000, 5000, 30000]),
    /** Shared with the site's proxy: only requests carrying it have their X-Forwarded-For believed. */
    COMMERCE_PROXY_SECRET: z
      .string()
      .min(16, "COMMERCE_PROXY_SECRET must be at least 16 characters")
      .optional(),
    /** The storefront as travellers reach it: links in e-mails point here. */
    STOREFRONT_URL: z
      .string()
      .url()
      .transform((value) => value.replace(/\/$/, ""))
      .default("http://localhost:4321"),
  })
  .superRefine((env, ctx) => {
    const { BOOKING_HOLD_MINUTES: hold, BOOKING_HOLD_MAX_MINUTES: max } = env
    if (hold !== undefined && max !== undefined && max < hold) {
      ctx.addIssue({
        code: "custom",
        path: ["BOOKING_HOLD_MAX_MINUTES"],
        message: "BOOKING_HOLD_MAX_MINUTES must not be shorter than BOOKING_HOLD_MINUTES",
      })
    }
    if (env.SENDERO_MODE !== "production") return
    if (env.STRIPE_API_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_WEBHOOK_SECRET"],
        message: "STRIPE_WEBHOOK_SECRET is required in production when STRIPE_API_KEY is set",
      })
    }
  })

export type Env = z.infer<typeof EnvSchema>

const PRODUCTION_REQUIRED = ["SMTP_URL", "MAIL_FROM", "STOREFRONT_URL"] as const

let parsed: Env | undefined

/**
 * Parses `source` (default `process.env`, parsed once) or throws one readable
 * line per problem.
 */
export function parseEnv(source?: NodeJS.ProcessEnv): Env {
  if (!source && parsed) return parsed
  const raw = source ?? process.env
  const result = EnvSchema.safeParse(raw)
  // The local defaults of mail settings (a local inbox, a placeholder sender)
  // must never reach real travellers: production names them explicitly.
  const missing =
    result.success && result.data.SENDERO_MODE === "production"
      ? PRODUCTION_REQUIRED.filter((name) => !raw[name])
      : []
  if (!result.success || missing.length) {
    const issues = result.success ? [] : result.error.issues
    const lines = [
      ...issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
      ...missing.map((name) => `${name}: ${name} is required in production`),
    ]
    throw new Error(`Invalid commerce settings:\n  ${lines.join("\n  ")}`)
  }
  if (!source) parsed = result.data!
  return result.data!
}
