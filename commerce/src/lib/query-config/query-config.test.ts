import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import * as carts from "./carts"
import * as customers from "./customers"
import * as orders from "./orders"
import * as products from "./products"

/**
 * One home per resource for `query.graph` field lists (issue 28): a read names a list of
 * `query-config/<resource>.ts` (orders, products, customers, carts, payments, regions, users), or
 * spreads one and adds what it needs more (`[...LIST, "items.*"]`); a list written out again
 * (`fields: ["id", …]`), or one the file declares itself (`const FIELDS = [...]`), is a stray copy.
 */
const SRC = path.resolve(__dirname, "../..")

/**
 * Files whose reads still write their fields out, each with why; the test fails on a file
 * elsewhere, and on a file listed here once it no longer does (drop it here). Only shrinks.
 */
const LEFT: Record<string, string> = {}

/** Source files under commerce/src (tests, the admin's browser code and query-config left out), relative to it. */
function sources(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file))
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => !file.startsWith("admin/") && !file.startsWith("lib/query-config/"))
}

/** The names a file imports from query-config. */
function queryConfigNames(source: string): Set<string> {
  const names = new Set<string>()
  for (const [, list] of source.matchAll(
    /import\s*\{([^}]*)\}\s*from\s*["'][^"']*query-config\/[^"']*["']/g,
  ))
    for (const name of list.split(",")) names.add(name.replace(/^\s*type\s+/, "").trim())
  return names
}

/**
 * The `fields` of `source` that are not query-config's: an array whose first element is a string
 * (`fields: ["id"]`), or a list named or spread that the file does not import from query-config.
 */
export function strayFields(source: string): string[] {
  const known = queryConfigNames(source)
  const found: string[] = []
  for (const match of source.matchAll(/\bfields:\s*(\[[^\]]*\]|[A-Za-z_$][\w$]*)/g)) {
    const value = match[1]
    const named = value.startsWith("[")
      ? [...value.matchAll(/\.\.\.\s*([A-Za-z_$][\w$]*)/g)].map((m) => m[1])
      : [value]
    const inline = /^\[\s*["'`]/.test(value)
    if (inline || named.some((name) => !known.has(name))) found.push(value.replace(/\s+/g, " "))
  }
  return found
}

describe("field lists in query-config", () => {
  it("tells a list written out, or declared beside its read, from one of query-config", () => {
    const imports = `import { LIST, CUSTOMER_FIELDS } from "../lib/query-config/orders"\n`
    expect(strayFields(`query.graph({ entity: "order", fields: ["id"] })`)).toHaveLength(1)
    expect(strayFields(`query.graph({\n entity: "cart",\n fields: [\n "id",\n ]`)).toHaveLength(1)
    expect(strayFields(`${imports}query.graph({ entity: "order", fields: LIST })`)).toEqual([])
    expect(
      strayFields(`${imports}query.graph({ entity: "order", fields: [...LIST, "x"] })`),
    ).toEqual([])
    expect(
      strayFields(`const LIST = ["id"]\nquery.graph({ entity: "payment", fields: LIST })`),
    ).toEqual(["LIST"])
    expect(
      strayFields(`const L = ["id"]\nquery.graph({ entity: "user", fields: [...L, "x"] })`),
    ).toHaveLength(1)
    expect(strayFields(`query.graph({ entity: "product", fields: ["id", "title"] })`)).toHaveLength(
      1,
    )
    expect(
      strayFields(`${imports}query.graph({ entity: "customer", fields: CUSTOMER_FIELDS })`),
    ).toEqual([])
    expect(orders.ORDER_OWNER_FIELDS).toContain("customer_id")
    expect(products.PRODUCT_TITLE_FIELDS).toContain("metadata")
    expect(customers.SESSION_CUSTOMER_FIELDS).toContain("has_account")
    expect(carts.POLICY_CART_FIELDS).toContain("original_item_total")
  })

  it("no read in commerce/src writes its fields out or keeps its own list", () => {
    const found = Object.fromEntries(
      sources()
        .map((file) => [file, strayFields(readFileSync(path.join(SRC, file), "utf8"))] as const)
        .filter(([, stray]) => stray.length),
    )
    expect(
      Object.keys(found)
        .filter((file) => !(file in LEFT))
        .map((f) => [f, found[f]]),
    ).toEqual([])
    expect(Object.keys(LEFT).filter((file) => !(file in found))).toEqual([])
  })
})
