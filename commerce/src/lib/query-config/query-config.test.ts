import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import * as customers from "./customers"
import * as orders from "./orders"
import * as products from "./products"

/**
 * One home per resource for `query.graph` field lists (issue 28): an order, experience (product
 * and its variants) or customer read names a list of `query-config/orders.ts`, `products.ts` or
 * `customers.ts`, or spreads one and adds what it needs more (`[...LIST, "items.*"]`); a list
 * written out again, starting with a field name, is a stray copy.
 */
const SRC = path.resolve(__dirname, "../..")

/**
 * Rooms (and files) whose order reads still write their fields out, each with why (their files were being
 * reworked when the lists moved); the test fails on a file elsewhere, and on a room listed here
 * once none of its files does (drop it here).
 */
const LEFT: Record<string, string> = {
  "workflows/booking-lifecycle/": "the lifecycle's steps, being reworked when the lists moved",
  "lib/line-names.ts": "being reworked with the cancellation's removed lines when the lists moved",
  "lib/vouchers.ts": "its product read, being reworked (documents, issue 27) when the lists moved",
  "workflows/offer/": "its product reads, being reworked (offers' e-mails) when the lists moved",
  "lib/admin/": "the desk's and manifest's product reads, being reworked when the lists moved",
}
const roomOf = (file: string) => Object.keys(LEFT).find((room) => file.startsWith(room))

/** Source files under commerce/src (tests left out), relative to it. */
function sources(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file))
    .filter((file) => !file.startsWith(`admin${path.sep}`))
    .map((file) => file.split(path.sep).join("/"))
}

/** The resources whose reads take their lists from query-config. */
const ENTITIES = /entity:\s*"(?:order|product|product_variant|customer)"/g

/** Whether `source` has a read of those resources whose `fields` is an array starting with a field name. */
export function writesFieldsOut(source: string): boolean {
  return [...source.matchAll(ENTITIES)].some((match) => {
    const rest = source.slice(match.index)
    const call = rest.slice(0, rest.indexOf("})") + 1 || undefined)
    return /\bfields:\s*\[\s*["'`]/.test(call)
  })
}

describe("field lists in query-config (orders, products, customers)", () => {
  it("tells a list written out from a named or spread one", () => {
    expect(writesFieldsOut(`query.graph({ entity: "order", fields: ["id"] })`)).toBe(true)
    expect(writesFieldsOut(`query.graph({\n entity: "order",\n fields: [\n "id",\n ]`)).toBe(true)
    expect(writesFieldsOut(`query.graph({ entity: "order", fields: LIST })`)).toBe(false)
    expect(writesFieldsOut(`query.graph({ entity: "order", fields: [...LIST, "x"] })`)).toBe(false)
    expect(writesFieldsOut(`query.graph({ entity: "product", fields: ["id", "title"] })`)).toBe(
      true,
    )
    expect(writesFieldsOut(`query.graph({\n entity: "product_variant",\n fields: ["id"] })`)).toBe(
      true,
    )
    expect(writesFieldsOut(`query.graph({ entity: "customer", fields: ["email"] })`)).toBe(true)
    expect(writesFieldsOut(`query.graph({ entity: "customer", fields: CUSTOMER_FIELDS })`)).toBe(
      false,
    )
    expect(orders.ORDER_OWNER_FIELDS).toContain("customer_id")
    expect(products.PRODUCT_TITLE_FIELDS).toContain("metadata")
    expect(customers.SESSION_CUSTOMER_FIELDS).toContain("has_account")
  })

  it("no read outside the rooms left writes its fields out again", () => {
    const found = sources().filter((file) =>
      writesFieldsOut(readFileSync(path.join(SRC, file), "utf8")),
    )
    expect(found.filter((file) => !roomOf(file))).toEqual([])
    expect(
      Object.keys(LEFT).filter((room) => !found.some((file) => roomOf(file) === room)),
    ).toEqual([])
  })
})
