import path from "node:path"
import { UNCAPPED_HOLD_LIMITS } from "../product.mjs"
import { countJestLike, runInherited, SuiteOutput, takeReport, withOutput } from "../suites.mjs"
import { bin, reports, root, stateDir, stripePort, sum, testPostgres } from "./context.mjs"

/**
 * Integration specs that take minutes each: one lane runs them while the other runs the rest,
 * balanced by the clean-clone run of 27 November (1a83938): this lane's specs summed 841 s
 * (money model 519, payment-links 76, local-times 112, booking-core 49, desk 32 and its two
 * siblings 28, account-security 24) against the rest's 1,348 s; the last four here (251 s: 73,
 * 71, 54, 53) moved so that each lane holds about 1,090 s.
 */
export const LONG_SPECS = [
  "money-model",
  "local-times",
  "account-security",
  "booking-core",
  "payment-links",
  "desk",
  "compensations",
  "lock-exclusion",
  "change-booking",
  "order-lifecycle",
]

/**
 * Medusa HTTP flows on the run's PostgreSQL (each spec boots its own Medusa on its own
 * database). INTEGRATION_SPECS (spec name patterns, space- or comma-separated) narrows the run
 * to one lane; INTEGRATION_LANES=1 runs every spec in one lane.
 */
export async function integration() {
  const pg = await testPostgres()
  const url = new URL(pg.serverUrl)
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
  // Two lanes side by side: the long specs in one, the rest in the other.
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
}
