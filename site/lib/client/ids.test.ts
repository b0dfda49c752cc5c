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
  it("keeps the newest first with their tokens, without repeats, and drops anything malformed", () => {
    const one = withPlacedOrder(null, { id: ORDER, token: "tok.one" })
    const two = withPlacedOrder(one, { id: OTHER, token: "tok.two" })
    expect(readPlacedOrders(two)).toEqual([
      { id: OTHER, token: "tok.two" },
      { id: ORDER, token: "tok.one" },
    ])
    expect(
      readPlacedOrders(withPlacedOrder(two, { id: ORDER, token: "tok.one" })).map((o) => o.id),
    ).toEqual([ORDER, OTHER])
    expect(
      readPlacedOrders(
        encodeURIComponent(
          JSON.stringify([
            ["../admin", "x"],
            [ORDER, "a b"],
            [ORDER, "ok"],
          ]),
        ),
      ),
    ).toEqual([{ id: ORDER, token: "ok" }])
    expect(readPlacedOrders("%E0%A4%A")).toEqual([])
    expect(readPlacedOrders("not json")).toEqual([])
  })
})
