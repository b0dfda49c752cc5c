import { describe, expect, it } from "vitest"
import { loginWithNext, safeNext } from "./account-links"

describe("safeNext", () => {
  it("keeps a path of the site", () => {
    expect(safeNext("/en/account/orders", "/account")).toBe("/en/account/orders")
  })
  it("refuses another origin, however it is written", () => {
    for (const value of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "",
      null,
    ]) {
      expect(safeNext(value, "/account")).toBe("/account")
    }
  })
  it("carries the page to come back to", () => {
    expect(loginWithNext("/auth/login", "/account/orders")).toBe(
      "/auth/login?next=%2Faccount%2Forders",
    )
  })
})
