import { parseArgs } from "node:util"
import { startStripeDouble } from "./server.mjs"

/**
 * Runs the Stripe test double on its own:
 * `node scripts/lib/stripe-double/cli.mjs --port 12111 --webhook-url URL --webhook-secret whsec_…`
 * (`--hold` keeps webhooks until the control API sends them). Integration
 * tests spawn it this way; `npm start` starts it in-process.
 */
const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.STRIPE_DOUBLE_PORT ?? "12111" },
    host: { type: "string", default: "127.0.0.1" },
    "api-key": { type: "string" },
    "webhook-url": { type: "string" },
    "webhook-secret": { type: "string" },
    hold: { type: "boolean", default: false },
    quiet: { type: "boolean", default: false },
  },
})

const double = await startStripeDouble({
  port: Number(values.port),
  host: values.host,
  apiKey: values["api-key"] ?? null,
  webhook: {
    url: values["webhook-url"] ?? null,
    secret: values["webhook-secret"] ?? null,
    mode: values.hold ? "hold" : "immediate",
  },
  log: values.quiet ? () => {} : (line) => console.log(line),
})
console.log(`Stripe test double listening on ${double.url}`)
const stop = () => double.close().finally(() => process.exit(0))
process.on("SIGTERM", stop)
process.on("SIGINT", stop)
