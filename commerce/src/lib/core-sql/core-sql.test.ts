import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { CORE_COLUMNS } from "./contract"

/**
 * SQL on Medusa's core tables lives in this folder (issue 28), and every core table it names is
 * in the contract that `core-schema-contract.spec.ts` checks against the real schema. The few
 * statements left elsewhere are listed in LEFT, with their reason in contract.ts. Seed, bench
 * and migration scripts (`scripts/`, `migration-scripts/`) write Medusa's tables in bulk as tools
 * and are not read here: they fail at once when they run against a changed schema.
 */
const SRC = path.resolve(__dirname, "../..")
const HERE = path.join("lib", "core-sql")
const LEFT = [
  path.join("lib", "ordered-cart.ts"),
  path.join("modules", "booking-desk", "sql", "search.ts"),
]

const sources = readdirSync(SRC, { recursive: true, encoding: "utf8" }).filter(
  (file) =>
    /\.tsx?$/.test(file) &&
    !/\.test\.tsx?$/.test(file) &&
    !file.includes(`${path.sep}migrations${path.sep}`) &&
    !/^(admin|scripts|migration-scripts)[\\/]/.test(file),
)
const read = (file: string) => readFileSync(path.join(SRC, file), "utf8")

/** Tables a text's SQL reads or writes: after FROM, JOIN, UPDATE, INTO (and this folder's `rows("table"`). */
export function tablesIn(text: string): string[] {
  const ctes = new Set([...text.matchAll(/\b([a-z_]+) AS \(/gi)].map((m) => m[1].toLowerCase()))
  const named = [
    ...text.matchAll(/\b(?:FROM|JOIN|UPDATE|INTO)\s+"?([a-z_]+)"?/g),
    ...text.matchAll(/\brows\(\s*"([a-z_]+)"/g),
  ].map((m) => m[1])
  return [...new Set(named)].filter((t) => !ctes.has(t))
}

/** The tables our own modules define (`model.define("name"`), and PostgreSQL's catalogue. */
const OWN = new Set([
  "information_schema",
  ...sources
    .filter((file) => file.includes(`${path.sep}models${path.sep}`))
    .flatMap((file) => [...read(file).matchAll(/\.define\(\s*"([a-z_]+)"/g)].map((m) => m[1])),
])

describe("SQL on Medusa's core tables", () => {
  it("finds the tables a statement names, leaving out its CTEs", () => {
    expect(
      tablesIn(`WITH recent AS (SELECT 1 FROM "order" o JOIN order_cart oc ON true)
        SELECT * FROM recent JOIN hold h ON true`).sort(),
    ).toEqual(["hold", "order", "order_cart"])
  })

  it("lives in lib/core-sql/ (or is listed as left where it is)", () => {
    const core = new Set(Object.keys(CORE_COLUMNS))
    const stray = sources
      .filter((file) => !file.startsWith(HERE + path.sep) && !LEFT.includes(file))
      .flatMap((file) =>
        tablesIn(read(file))
          .filter((table) => core.has(table))
          .map((table) => `${file}: ${table}`),
      )
    expect(stray).toEqual([])
  })

  it("names only our own tables and the contract's core tables", () => {
    const files = sources.filter((file) => file.startsWith(HERE + path.sep) || LEFT.includes(file))
    const unknown = files.flatMap((file) =>
      tablesIn(read(file))
        .filter((table) => !OWN.has(table) && !(table in CORE_COLUMNS))
        .map((table) => `${file}: ${table}`),
    )
    // A core table our SQL names goes into CORE_COLUMNS with the columns it relies on.
    expect(unknown).toEqual([])
  })
})
