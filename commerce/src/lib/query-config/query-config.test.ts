import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import * as orders from "./orders"

/**
 * One home per resource for `query.graph` field lists (issue 28): an order read names a list of
 * `query-config/orders.ts`, or spreads one and adds what it needs more (`[...LIST, "items.*"]`);
 * a list written out again, starting with a field name, is a stray copy.
 */
const SRC = path.resolve(__dirname, "../..")

/**
 * Rooms (and files) whose order reads still write their fields out, each with why (their files were being
 * reworked when the lists moved); the test fails on a file elsewhere, and on a room listed here
 * once none of its files does (drop it here).
 */
const LEFT: Record<string, string> = {
  "workflows/booking-lifecycle/": "the lifecycle's steps, being reworked when the lists moved",
  "lib/booking-cancellation.ts":
    "being reworked with the cancellation's removed lines when the lists moved",
  "lib/line-names.ts": "being reworked with the cancellation's removed lines when the lists moved",
}
const roomOf = (file: string) => Object.keys(LEFT).find((room) => file.startsWith(room))

/** Source files under commerce/src (tests left out), relative to it. */
function sources(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file))
    .filter((file) => !file.startsWith(`admin${path.sep}`))
    .map((file) => file.split(path.sep).join("/"))
}

/** Whether `source` has an order read whose `fields` is an array starting with a field name. */
export function writesOrderFieldsOut(source: string): boolean {
  return [...source.matchAll(/entity:\s*"order"/g)].some((match) => {
    const rest = source.slice(match.index)
    const call = rest.slice(0, rest.indexOf("})") + 1 || undefined)
    return /\bfields:\s*\[\s*["'`]/.test(call)
  })
}

describe("order field lists in query-config/orders.ts", () => {
  it("tells a list written out from a named or spread one", () => {
    expect(writesOrderFieldsOut(`query.graph({ entity: "order", fields: ["id"] })`)).toBe(true)
    expect(writesOrderFieldsOut(`query.graph({\n entity: "order",\n fields: [\n "id",\n ]`)).toBe(
      true,
    )
    expect(writesOrderFieldsOut(`query.graph({ entity: "order", fields: LIST })`)).toBe(false)
    expect(writesOrderFieldsOut(`query.graph({ entity: "order", fields: [...LIST, "x"] })`)).toBe(
      false,
    )
    expect(orders.ORDER_OWNER_FIELDS).toContain("customer_id")
  })

  it("no order read outside the rooms left writes its fields out again", () => {
    const found = sources().filter((file) =>
      writesOrderFieldsOut(readFileSync(path.join(SRC, file), "utf8")),
    )
    expect(found.filter((file) => !roomOf(file))).toEqual([])
    expect(
      Object.keys(LEFT).filter((room) => !found.some((file) => roomOf(file) === room)),
    ).toEqual([])
  })
})
