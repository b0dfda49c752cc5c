import { defineConfig, loadEnv } from "@medusajs/framework/utils"
import { parseEnv } from "./src/lib/env"

loadEnv(process.env.NODE_ENV || "development", process.cwd())
const env = parseEnv()

const redisModules = env.REDIS_URL
  ? [
      { resolve: "@medusajs/medusa/event-bus-redis", options: { redisUrl: env.REDIS_URL } },
      { resolve: "@medusajs/medusa/cache-redis", options: { redisUrl: env.REDIS_URL } },
      {
        resolve: "@medusajs/medusa/workflow-engine-redis",
        options: { redis: { url: env.REDIS_URL } },
      },
    ]
  : []

// Cross-process locking must never be in memory: two servers on one database
// would each believe they own the lock. Postgres locking works on every setup
// we ship; Redis takes over when it is configured.
const lockingProviders = env.REDIS_URL
  ? [
      {
        resolve: "@medusajs/medusa/locking-redis",
        id: "locking-redis",
        is_default: true,
        options: { redisUrl: env.REDIS_URL },
      },
    ]
  : [
      // Creates the `locking` table; ours (below) does the locking, atomically
      // and reclaiming the locks of a process killed while it held them.
      { resolve: "@medusajs/medusa/locking-postgres", id: "locking-postgres" },
      { resolve: "./src/modules/locking-postgres-expiring", id: "locking-sendero", is_default: true },
    ]

const stripeProviders = env.STRIPE_API_KEY
  ? [
      {
        resolve: "@medusajs/medusa/payment-stripe",
        id: "stripe",
        options: { apiKey: env.STRIPE_API_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET },
      },
    ]
  : []

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    http: {
      storeCors: env.STORE_CORS,
      adminCors: env.ADMIN_CORS,
      authCors: env.AUTH_CORS,
      jwtSecret: env.JWT_SECRET,
      cookieSecret: env.COOKIE_SECRET,
    },
    // `medusa start` runs with NODE_ENV=production, which makes the session
    // cookie Secure; the local product is served over plain http, so only a
    // real production deployment (behind TLS) keeps it Secure.
    cookieOptions: {
      secure: env.SENDERO_MODE === "production",
      sameSite: "lax",
    },
  },
  admin: {
    disable: env.MEDUSA_ADMIN_DISABLED === "true",
  },
  modules: [
    {
      resolve: "./src/modules/booking",
      options: {
        hold_minutes: env.BOOKING_HOLD_MINUTES,
        max_minutes: env.BOOKING_HOLD_MAX_MINUTES,
        max_active_per_cart: env.BOOKING_MAX_PER_CART,
        max_total_per_cart: env.BOOKING_MAX_PER_CART * 5,
      },
    },
    { resolve: "./src/modules/review" },
    ...redisModules,
    { resolve: "@medusajs/medusa/locking", options: { providers: lockingProviders } },
    {
      resolve: "@medusajs/medusa/notification",
      options: {
        providers: [
          {
            resolve: "./src/modules/notification-smtp",
            id: "smtp",
            options: {
              channels: ["email"],
              url: env.SMTP_URL,
              from: env.MAIL_FROM,
              retry_delays: env.SMTP_RETRY_DELAYS,
            },
          },
        ],
      },
    },
    {
      resolve: "@medusajs/medusa/payment",
      options: { providers: stripeProviders },
    },
  ],
})
