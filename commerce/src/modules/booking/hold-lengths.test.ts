import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"

/**
 * Hold lengths are booking-module options only (issue 28): medusa-config
 * passes BOOKING_HOLD_* to the module, the module keeps the one default, and
 * every caller leaves `ttl_minutes` out or reads `booking.limits`. A length
 * written anywhere else (a route reading the env again, a constant in a step)
 * is a second home that drifts: this test fails on one.
 */
const SRC = path.resolve(__dirname, "../..")
const HOME = path.join("modules", "booking")
/** The env schema names the variables medusa-config hands to the module. */
const ENV = path.join("lib", "env.ts")

const sources = readdirSync(SRC, { recursive: true, encoding: "utf8" }).filter(
  (file) =>
    /\.(ts|tsx)$/.test(file) &&
    !/\.test\.tsx?$/.test(file) &&
    !file.startsWith(HOME + path.sep) &&
    !file.startsWith("admin" + path.sep) &&
    file !== ENV,
)

/** `file:line: text` of each line matching `pattern` outside the booking module. */
const lines = (pattern: RegExp) =>
  sources.flatMap((file) =>
    readFileSync(path.join(SRC, file), "utf8")
      .split("\n")
      .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  )

describe("hold lengths live in the booking module's options", () => {
  it("scans commerce/src", () => expect(sources.length).toBeGreaterThan(100))

  it("no code outside the module reads the hold length's setting", () => {
    expect(lines(/\bhold_minutes\b|BOOKING_HOLD_/)).toEqual([])
  })

  it("no code outside the module writes a hold length of its own", () => {
    // `ttl_minutes: 5` or `ttl_minutes: SOME_MINUTES`: take it from `booking.limits` (a module option).
    expect(lines(/\bttl_minutes\s*:\s*(\d|[A-Z][A-Z0-9_]*\b)/)).toEqual([])
  })

  it("no code outside the module keeps a hold length in a constant (e.g. a payment's margin)", () => {
    expect(lines(/\b[A-Z][A-Z0-9_]*_(HOLD|MARGIN)_MINUTES\s*=|HOLD_[A-Z_]*MINUTES\s*=/)).toEqual([])
  })
})
