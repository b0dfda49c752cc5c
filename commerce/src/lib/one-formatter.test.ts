import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { describe, expect, it } from "vitest"

const SRC = join(__dirname, "..")
/** The one time-zone truth and its formatter for travellers: the only files that convert zones. */
const TRUTH = ["modules/booking/zoned-time.ts", "lib/local-time.ts"]

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "admin" && dir === SRC ? [] : sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [path] : []
  })

/**
 * One time-zone truth (issue 27): commerce converts an instant to a wall
 * clock in lib/local-time.ts (modules/booking/zoned-time.ts) and nowhere
 * else: no other `timeZone` than UTC (a calendar date read at noon), no
 * `toLocale*String`, and no zone conversion in SQL (PostgreSQL's tzdata
 * disagrees with Node's for Africa/Casablanca). Admin screens have their own
 * check (admin/lib/zone-conversion.test.ts).
 */
describe("one formatter for local times", () => {
  it("no commerce source outside lib/local-time.ts converts an instant to a zone", () => {
    const found = sources(SRC)
      .filter((file) => !TRUTH.includes(relative(SRC, file)))
      .flatMap((file) => {
        const text = readFileSync(file, "utf8")
        const formats = text.includes("Intl.DateTimeFormat")
        return text
          .split("\n")
          .map((line, i) => ({ line, at: `${relative(SRC, file)}:${i + 1}` }))
          .filter(
            ({ line }) =>
              // A formatter's zone other than UTC (`timeZone,` or `timeZone: zone`).
              (formats && /timeZone\s*[,}]|timeZone:\s*(?!"UTC")[\w.]+[,\s}]*$/.test(line)) ||
              /\.toLocale(Date|Time)?String\(/.test(line) ||
              /AT TIME ZONE|\btimezone\s*\(/i.test(line),
          )
          .map(({ at, line }) => `${at}: ${line.trim()}`)
      })
    expect(found).toEqual([])
  })
})
