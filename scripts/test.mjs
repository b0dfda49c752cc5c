import { mkdir } from "node:fs/promises"
import path from "node:path"
import { log } from "./lib/log.mjs"
import { SuiteOutput, withOutput } from "./lib/suites.mjs"
import { reports, stopTestPostgres, sum } from "./lib/test-suites/context.mjs"
import { optional, STAGES, suites } from "./lib/test-suites/index.mjs"

/**
 * `npm test`: typecheck, lint, unit tests, Medusa integration tests on a real
 * Postgres, Playwright journeys on a started product, the overselling race,
 * scale (Redis, servers and a worker) and faults, then one summary line.
 * Suites that share nothing run side by side (STAGES in lib/test-suites/index.mjs;
 * one module per suite there). `npm test -- <suite> [...]` runs only the named suites.
 */

// Jest and Playwright do not create the folder of their JSON report themselves.
await mkdir(reports, { recursive: true })

// Browser and race tests need a catalogue, not all of it: seeding stays quick.
process.env.SENDERO_SEED_EXPERIENCES ??= "40"
process.env.SENDERO_SEED_PACKAGES ??= "3"

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
  await stopTestPostgres()
}
const all = sum(Object.values(totals))
const order = Object.keys(suites).filter((name) => name in totals)
console.log(
  `\n${order.map((n) => `${n} ${totals[n].passed}/${totals[n].passed + totals[n].failed}`).join(" · ")}`,
)
console.log(`${all.passed} passed, ${all.failed} failed`)
process.exit(all.failed ? 1 : 0)
