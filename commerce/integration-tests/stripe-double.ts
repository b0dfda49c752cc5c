import { spawn, type ChildProcess } from "node:child_process"
import path from "node:path"
import Stripe from "stripe"

/** Settings of the Stripe test double the integration tests run beside Medusa. */
export const STRIPE_TEST = {
  port: Number(process.env.TEST_STRIPE_PORT || 12110),
  apiKey: "sk_test_sendero_integration",
  webhookSecret: "whsec_sendero_integration",
}
export const STRIPE_TEST_URL = `http://127.0.0.1:${STRIPE_TEST.port}`

/**
 * Points the commerce settings at the double; call before the test runner
 * loads medusa-config.
 */
export function useStripeDoubleEnv() {
  Object.assign(process.env, stripeDoubleEnv())
}

/** Takes those settings back (a spec's afterAll), so the next spec file starts without card payments. */
export function forgetStripeDoubleEnv() {
  for (const name of Object.keys(stripeDoubleEnv())) delete process.env[name]
}

const stripeDoubleEnv = () => ({
  STRIPE_API_KEY: STRIPE_TEST.apiKey,
  STRIPE_WEBHOOK_SECRET: STRIPE_TEST.webhookSecret,
  STRIPE_API_URL: STRIPE_TEST_URL,
  PUBLIC_SITE_URL: "http://localhost:4321",
})

/**
 * Runs scripts/lib/stripe-double as a child process (webhooks held until the
 * test delivers them) and returns a real SDK client on it plus its controls.
 */
export async function startStripeDouble() {
  const cli = path.resolve(__dirname, "../../scripts/lib/stripe-double/cli.mjs")
  const child: ChildProcess = spawn(
    process.execPath,
    [
      cli,
      "--port",
      String(STRIPE_TEST.port),
      "--api-key",
      STRIPE_TEST.apiKey,
      "--webhook-secret",
      STRIPE_TEST.webhookSecret,
      "--hold",
      "--quiet",
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  )
  await new Promise<void>((resolve, reject) => {
    child.once("error", reject)
    child.once("exit", (code) =>
      reject(new Error(`Stripe double exited (${code}); is port ${STRIPE_TEST.port} free?`)),
    )
    child.stdout!.on("data", (chunk) => String(chunk).includes("listening") && resolve())
  })
  const stripe = new Stripe(STRIPE_TEST.apiKey, {
    host: "127.0.0.1",
    port: STRIPE_TEST.port,
    protocol: "http",
    maxNetworkRetries: 0,
  })

  async function control(route: string, body: object = {}) {
    const response = await fetch(`${STRIPE_TEST_URL}/_control/${route}`, {
      method: "POST",
      body: JSON.stringify(body),
    })
    const json = await response.json()
    if (!response.ok)
      throw new Error(`Stripe double ${route}: ${response.status} ${JSON.stringify(json)}`)
    return json
  }
  async function events(
    type?: string,
  ): Promise<
    { id: string; type: string; object_id: string; deliveries: { status: number | null }[] }[]
  > {
    const response = await fetch(`${STRIPE_TEST_URL}/_control/events${type ? `?type=${type}` : ""}`)
    return (await response.json()).data
  }
  /** Signs a body as Stripe would for our endpoint (or with another secret). */
  const sign = (payload: string, secret = STRIPE_TEST.webhookSecret) =>
    stripe.webhooks.generateTestHeaderString({ payload, secret })

  return {
    stripe,
    control,
    events,
    sign,
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners("exit")
        child.once("exit", () => resolve())
        child.kill("SIGTERM")
      }),
  }
}
