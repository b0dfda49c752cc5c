import { defineConfig, loadEnv } from "@medusajs/framework/utils"
import { parseEnv } from "./src/lib/env"
import { infrastructureModules } from "./src/lib/infrastructure-modules"

loadEnv(process.env.NODE_ENV || "development", process.cwd())
const env = parseEnv()

// Card payments: our own provider on Stripe's hosted Checkout (Medusa's
// payment-stripe does PaymentIntents only and cannot be pointed at the local
// test double). STRIPE_API_URL points it at the double; unset, at Stripe.
const stripeProviders = env.STRIPE_API_KEY
  ? [
      {
        resolve: "./src/modules/stripe-checkout",
        id: "card",
        options: {
          apiKey: env.STRIPE_API_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiUrl: env.STRIPE_API_URL,
        },
      },
    ]
  : []

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    // shared: API, jobs and subscribers in one process; server: API only;
    // worker: jobs and subscribers only (needs the Redis event bus, see docs/deploy.md).
    workerMode: env.MEDUSA_WORKER_MODE,
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
    { resolve: "./src/modules/combo" },
    { resolve: "./src/modules/offer" },
    { resolve: "./src/modules/contact" },
    { resolve: "./src/modules/wishlist" },
    { resolve: "./src/modules/hold-client" },
    { resolve: "./src/modules/booking-desk" },
    ...infrastructureModules(env),
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
    { resolve: "./src/modules/payment-event" },
    // The reconcile jobs once at start too (a restart settles what a crash left at once).
    { resolve: "./src/modules/reconcile-on-start" },
    {
      resolve: "@medusajs/medusa/payment",
      options: { providers: stripeProviders },
    },
  ],
})
