import { describe, expect, it } from "vitest"
import { travellersText } from "./travellers-text"

describe("travellersText", () => {
  it("names the bands in the language, singular and plural, and skips zeros", () => {
    expect(travellersText({ adult: 6, child: 0, infant: 0 }, "es")).toBe("6 adultos")
    expect(travellersText({ adult: 1, child: 2 }, "es")).toBe("1 adulto, 2 niños")
    expect(travellersText({ adult: 2, child: 1, infant: 1 }, "en")).toBe(
      "2 adults, 1 child, 1 infant",
    )
    expect(travellersText({ items: 1, travellers: 5 }, "en")).toBe("1 vehicle, 5 travellers")
    expect(travellersText(null, "es")).toBe("")
  })
})
