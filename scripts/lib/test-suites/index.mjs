import { redisServer } from "../redis.mjs"
import { e2e } from "./e2e.mjs"
import { faults } from "./faults.mjs"
import { integration } from "./integration.mjs"
import { race } from "./race.mjs"
import { scale } from "./scale.mjs"
import { lint, studio, typecheck, unit } from "./static-checks.mjs"

/**
 * The suites of `npm test`, in the order the summary line names them; each resolves with
 * `{ passed, failed }`.
 */
export const suites = { typecheck, studio, lint, unit, integration, race, scale, faults, e2e }

/** Suites `npm test` leaves out when the machine lacks what they need (say why). */
export const optional = {
  scale: () =>
    redisServer() ? null : "no redis-server binary (Debian: apt-get install redis-server)",
}

/**
 * Suites that share nothing (ports, processes, the database server's life)
 * run side by side: each stage's lanes run in parallel, the suites of a lane
 * one after the other. Faults restarts PostgreSQL, so it runs alone, last.
 */
export const STAGES = [
  [["typecheck", "lint", "unit", "studio"], ["integration"]],
  [["e2e"], ["race", "scale"]],
  [["faults"]],
]
