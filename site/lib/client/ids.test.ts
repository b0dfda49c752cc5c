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

describe("placed orders", () => {
  it("keeps the newest first, without repeats, and drops anything that is not an order id", () => {
    const one = withPlacedOrder(null, ORDER)
    const two = withPlacedOrder(`${one}.../admin`, OTHER)
    expect(readPlacedOrders(two)).toEqual([OTHER, ORDER])
    expect(readPlacedOrders(withPlacedOrder(two, ORDER))).toEqual([ORDER, OTHER])
  })
})
