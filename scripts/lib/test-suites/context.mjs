import path from "node:path"
import { fileURLToPath } from "node:url"
import { assertPortsFree } from "../ports.mjs"
import { startEmbeddedPostgres } from "../postgres.mjs"
import { startProduct, UNCAPPED_HOLD_LIMITS } from "../product.mjs"
import { readSettings } from "../settings.mjs"
import { countJestLike, runInherited, takeReport } from "../suites.mjs"

/**
 * What every suite of `npm test` shares: the repository's paths, the ports the
 * environment gives (TEST_*_PORT), the run's one PostgreSQL and the queue that
 * starts test products one after the other.
 */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..")
/** A tool of the workspace's node_modules/.bin. */
export const bin = (name) => path.join(root, "node_modules", ".bin", name)
export const stateDir = path.resolve(root, process.env.SENDERO_TEST_STATE_DIR || ".data/test")
export const reports = path.join(stateDir, "reports")
export const logDir = path.join(stateDir, "logs")
const testPgPort = Number(process.env.TEST_POSTGRES_PORT || 54339)

/** A comma-separated list of ports from the environment, or the fallback's. */
export const portList = (value, fallback) => (value || fallback).split(",").map(Number)
/** The scale suite's Redis; the faults suite's is the next port. */
export const redisPort = Number(process.env.TEST_REDIS_PORT || 6390)

/** Each test product's Stripe double on its own port (TEST_STRIPE_PORT + n), as lanes run side by side. */
export const stripePort = (n) => Number(process.env.TEST_STRIPE_PORT || 12110) + n

/** Mail of products that do not read it: refused at once (port 9, discard). */
export const DISCARD_SMTP = "smtp://127.0.0.1:9"

/** Adds up suites' or commands' counts. */
export function sum(results) {
  return results.reduce((a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed }), {
    passed: 0,
    failed: 0,
  })
}

/** Runs one command as one test: passed when it exits 0. */
export const check = async (args, opts) =>
  (await runInherited(args[0], args.slice(1), opts)) === 0
    ? { passed: 1, failed: 0 }
    : { passed: 0, failed: 1 }

let postgres = null
let postgresStarting = null
/** The run's PostgreSQL, started once however many suites ask at the same time. */
export async function testPostgres() {
  postgresStarting ??= (async () => {
    await assertPortsFree({ "test PostgreSQL": testPgPort })
    postgres = await startEmbeddedPostgres({
      dataDir: path.join(stateDir, "postgres"),
      port: testPgPort,
    })
    return postgres
  })()
  return postgresStarting
}

/** Stops the run's PostgreSQL if a suite started it. */
export async function stopTestPostgres() {
  await postgres?.stop().catch(() => {})
}

let starting = Promise.resolve()
/**
 * Products of suites running side by side start one after the other: they
 * share the Medusa build folder and the state file, and each then runs alone.
 */
export function startTestProduct(settings, options) {
  const commerceEnv = { ...UNCAPPED_HOLD_LIMITS, ...options?.commerceEnv }
  const next = starting.then(() => startProduct(settings, { ...options, commerceEnv }))
  starting = next.catch(() => {})
  return next
}

/** Settings of a product started for tests: its own database, ports and build folder. */
export function productSettings(
  database,
  {
    medusa = process.env.TEST_MEDUSA_PORT || "9100",
    redisUrl = "",
    smtpUrl = process.env.SMTP_URL || "",
    stripePort = Number(process.env.TEST_STRIPE_PORT || 12110),
  } = {},
) {
  return readSettings(root, {
    ...process.env,
    NODE_ENV: "",
    SENDERO_MODE: "test",
    SENDERO_STATE_DIR: stateDir,
    DATABASE_URL: `${postgres.serverUrl}/${database}`,
    SENDERO_DATABASE_NAME: database,
    MEDUSA_PORT: String(medusa),
    REDIS_URL: redisUrl,
    // Only e2e reads mail, from the product's inbox; the others send to a sink or nowhere.
    SMTP_URL: smtpUrl,
    SITE_PORT: process.env.TEST_SITE_PORT || "4400",
    MAIL_SMTP_PORT: process.env.TEST_MAIL_SMTP_PORT || "1125",
    MAIL_WEB_PORT: process.env.TEST_MAIL_WEB_PORT || "1180",
    // Tests never talk to the real Stripe: the test double, on its own port.
    STRIPE_API_KEY: "",
    STRIPE_WEBHOOK_SECRET: "",
    STRIPE_DOUBLE_PORT: String(stripePort),
    PUBLIC_SITE_URL: "",
    MEDUSA_BACKEND_URL: "",
    SITE_OUT_DIR: path.join(stateDir, "site-dist"),
  })
}

/**
 * Runs a Vitest config against a started product and counts its tests from the JSON report
 * (the race, scale and faults suites).
 */
export async function runVitestSuite(name, config, env, files = []) {
  const file = path.join(reports, `${name}.json`)
  const code = await runInherited(
    bin("vitest"),
    [
      "run",
      "--config",
      config,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${file}`,
      ...files,
    ],
    { cwd: root, env },
  )
  return countJestLike(await takeReport(file), code)
}

/** What a test of a started product needs to reach it: URLs, keys, the admin, the Stripe double. */
export function productEnv(product) {
  return {
    MEDUSA_URLS: product.medusaUrls.join(","),
    DATABASE_URL: product.databaseUrl,
    PUBLISHABLE_KEY: product.publishableKey,
    SENDERO_ADMIN_EMAIL: product.admin.email,
    SENDERO_ADMIN_PASSWORD: product.admin.password,
    STRIPE_DOUBLE_URL: product.stripeDouble?.url ?? "",
    STRIPE_WEBHOOK_SECRET: product.stripeDouble?.webhookSecret ?? "",
  }
}
