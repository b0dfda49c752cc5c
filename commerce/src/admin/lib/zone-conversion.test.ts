import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { describe, expect, it } from "vitest"

const ADMIN = join(__dirname, "..")

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })

/**
 * One time-zone truth (issue 27): the admin runs in the shop admin's browser,
 * whose time-zone data can disagree with the server's (Chromium puts
 * Africa/Casablanca at GMT+1 on 20 December 2026, Node at GMT+0). So admin
 * screens show the local times and zone labels the server derived
 * (commerce/src/lib/local-time.ts) and convert no instant to a zone
 * themselves: no `timeZone` other than UTC (which only reads calendar dates
 * at noon), no `toLocale*String`.
 */
describe("admin screens convert no zone in the browser", () => {
  it("no admin source formats an instant in a time zone", () => {
    const found = sources(ADMIN).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, i) => ({ line, at: `${relative(ADMIN, file)}:${i + 1}` }))
        .filter(
          ({ line }) =>
            /timeZone\s*[:,}]/.test(line.replace(/timeZone:\s*"UTC"/g, "")) ||
            /\.toLocale(Date|Time)?String\(/.test(line),
        )
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    )
    expect(found).toEqual([])
  })
})
