import { describe, expect, it } from "vitest"
import { isMedusaId, readPlacedOrders, withPlacedOrder } from "./ids"

const ORDER = "order_01JD2W3X4Y5Z6A7B8C9D0EFGHJ"
const OTHER = "order_01JD2W3X4Y5Z6A7B8C9D0EFGHK"

describe("isMedusaId", () => {
  it("accepts a prefix and a ULID", () => {
    expect(isMedusaId("order", ORDER)).toBe(true)
    expect(isMedusaId("cart", "cart_01JD2W3X4Y5Z6A7B8C9D0EFGHJ")).toBe(true)
  })

  it("refuses paths, other prefixes and near misses", () => {
    for (const value of [
      "../../admin/users",
      "order_01JD2W3X4Y5Z6A7B8C9D0EFGH/../x",
      "order_01jd2w3x4y5z6a7b8c9d0efghj",
      "cart_01JD2W3X4Y5Z6A7B8C9D0EFGHJ",
      `${ORDER}?x`,
      "",
      null,
      42,
    ]) {
      expect(isMedusaId("order", value), String(value)).toBe(false)
    }
  })
})

/** A guest order token as the API signs it: base64url(order id), a dot, a MAC. */
const token = (id: string) => `${Buffer.from(id).toString("base64url")}.bWFj`

describe("placed orders", () => {
  it("keeps the newest first, without repeats, and drops anything that is not an order's token", () => {
    const one = withPlacedOrder(null, token(ORDER))
    const two = withPlacedOrder(`${one}~.../admin~${Buffer.from("../../admin").toString("base64url")}.x`, token(OTHER))
    expect(readPlacedOrders(two)).toEqual([
      { id: OTHER, token: token(OTHER) },
      { id: ORDER, token: token(ORDER) },
    ])
    expect(readPlacedOrders(withPlacedOrder(two, token(ORDER))).map((o) => o.id)).toEqual([ORDER, OTHER])
    expect(readPlacedOrders("%E0%A4%A")).toEqual([])
  })
})
