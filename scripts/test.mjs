import { mkdir } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { log } from "./lib/log.mjs"
import { assertPortsFree } from "./lib/ports.mjs"
import { dropDatabase, ensureDatabase, startEmbeddedPostgres } from "./lib/postgres.mjs"
import { startProduct } from "./lib/product.mjs"
import { readSettings } from "./lib/settings.mjs"
import { countJestLike, countPlaywright, runInherited, takeReport } from "./lib/suites.mjs"

/**
 * `npm test`: typecheck, lint, unit tests, Medusa integration tests on a real
 * Postgres and Playwright journeys on a started product, then one summary line.
 * `npm test -- <suite> [...]` runs only the named suites.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const bin = (name) => path.join(root, "node_modules", ".bin", name)
const stateDir = path.resolve(root, process.env.SENDERO_TEST_STATE_DIR || ".data/test")
const reports = path.join(stateDir, "reports")
// Jest and Playwright do not create the folder of their JSON report themselves.
await mkdir(reports, { recursive: true })
const testPgPort = Number(process.env.TEST_POSTGRES_PORT || 54339)

// Browser and race tests need a catalogue, not all of it: seeding stays quick.
process.env.SENDERO_SEED_EXPERIENCES ??= "40"

const check = async (args, opts) => ((await runInherited(args[0], args.slice(1), opts)) === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 })

let postgres = null
async function testPostgres() {
  if (!postgres) await assertPortsFree({ "test PostgreSQL": testPgPort })
  postgres ??= await startEmbeddedPostgres({ dataDir: path.join(stateDir, "postgres"), port: testPgPort })
  return postgres
}

const suites = {
  async typecheck() {
    const results = [
      await check([bin("astro"), "check", "--minimumSeverity", "error"], { cwd: root, env: { ASTRO_TELEMETRY_DISABLED: "1" } }),
      await check([bin("tsc"), "--noEmit", "-p", "commerce"], { cwd: root }),
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
    return check([bin("eslint"), "."], { cwd: root })
  },
  async unit() {
    const file = path.join(reports, "vitest.json")
    const code = await runInherited(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${file}`], { cwd: root })
    return countJestLike(await takeReport(file), code)
  },
  async integration() {
    const pg = await testPostgres()
    const file = path.join(reports, "jest.json")
    const url = new URL(pg.serverUrl)
    const code = await runInherited(bin("jest"), ["--runInBand", "--forceExit", "--json", `--outputFile=${file}`], {
      cwd: path.join(root, "commerce"),
      env: {
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
        MEDUSA_DISABLE_TELEMETRY: "true",
        XDG_CONFIG_HOME: path.join(stateDir, "xdg"),
      },
    })
    return countJestLike(await takeReport(file), code)
  },
  async race() {
    const pg = await testPostgres()
    const database = `sendero_race_${Date.now()}`
    await ensureDatabase(pg.serverUrl, database)
    const settings = productSettings(database)
    let product = null
    try {
      product = await startProduct(settings, {
        withSite: false,
        extraMedusaPorts: [Number(process.env.TEST_MEDUSA_PORT_2 || 9101)],
      })
      const file = path.join(reports, "race.json")
      const code = await runInherited(
        bin("vitest"),
        ["run", "--config", "vitest.race.config.ts", "--reporter=default", "--reporter=json", `--outputFile.json=${file}`],
        {
          cwd: root,
          env: {
            MEDUSA_URLS: product.medusaUrls.join(","),
            DATABASE_URL: product.databaseUrl,
            PUBLISHABLE_KEY: product.publishableKey,
            SENDERO_ADMIN_EMAIL: product.admin.email,
            SENDERO_ADMIN_PASSWORD: product.admin.password,
          },
        },
      )
      return countJestLike(await takeReport(file), code)
    } finally {
      await product?.stop()
      await dropDatabase(pg.serverUrl, database).catch(() => {})
    }
  },
  async e2e() {
    const pg = await testPostgres()
    const database = `sendero_e2e_${Date.now()}`
    await ensureDatabase(pg.serverUrl, database)
    const settings = productSettings(database)
    let product = null
    try {
      product = await startProduct(settings)
      const file = path.join(reports, "playwright.json")
      const code = await runInherited(bin("playwright"), ["test"], {
        cwd: root,
        env: {
          SITE_URL: product.siteUrl,
          MEDUSA_URL: product.medusaUrl,
          MAIL_INBOX_URL: product.inboxUrl ?? "",
          SENDERO_ADMIN_EMAIL: product.admin.email,
          SENDERO_ADMIN_PASSWORD: product.admin.password,
          PLAYWRIGHT_JSON_REPORT: file,
        },
      })
      return countPlaywright(await takeReport(file), code)
    } finally {
      await product?.stop()
      await dropDatabase(pg.serverUrl, database).catch(() => {})
    }
  },
}

/** Settings of a product started for tests: its own database, ports and build folder. */
function productSettings(database) {
  return readSettings(root, {
    ...process.env,
    NODE_ENV: "",
    SENDERO_MODE: "test",
    SENDERO_STATE_DIR: stateDir,
    DATABASE_URL: `${postgres.serverUrl}/${database}`,
    SENDERO_DATABASE_NAME: database,
    MEDUSA_PORT: process.env.TEST_MEDUSA_PORT || "9100",
    SITE_PORT: process.env.TEST_SITE_PORT || "4400",
    MAIL_SMTP_PORT: process.env.TEST_MAIL_SMTP_PORT || "1125",
    MAIL_WEB_PORT: process.env.TEST_MAIL_WEB_PORT || "1180",
    PUBLIC_SITE_URL: "",
    MEDUSA_BACKEND_URL: "",
    SITE_OUT_DIR: path.join(stateDir, "site-dist"),
  })
}

function sum(results) {
  return results.reduce((a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed }), { passed: 0, failed: 0 })
}

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith("-"))
const unknown = requested.filter((name) => !(name in suites))
if (unknown.length) {
  log.fail(`Unknown suite ${unknown.join(", ")}: choose from ${Object.keys(suites).join(", ")}`)
  process.exit(2)
}
const selected = requested.length ? requested : Object.keys(suites)
const totals = {}
try {
  for (const name of selected) {
    const t0 = Date.now()
    log.step(`Suite ${name}`)
    try {
      totals[name] = await suites[name]()
    } catch (error) {
      log.fail(`${name}: ${error?.message ?? String(error)}`)
      if (error?.details) console.error(error.details)
      totals[name] = { passed: 0, failed: 1 }
    }
    log.done(`Suite ${name}: ${totals[name].passed} passed, ${totals[name].failed} failed`, Date.now() - t0)
  }
} finally {
  await postgres?.stop().catch(() => {})
}
const all = sum(Object.values(totals))
console.log(`\n${Object.entries(totals).map(([n, r]) => `${n} ${r.passed}/${r.passed + r.failed}`).join(" · ")}`)
console.log(`${all.passed} passed, ${all.failed} failed`)
process.exit(all.failed ? 1 : 0)
