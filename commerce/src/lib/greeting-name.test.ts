import { describe, expect, it } from "vitest"
import { greetingName } from "./greeting-name"

describe("greetingName", () => {
  it("greets the lead guest, then the account, never the e-mail's local part", () => {
    expect(
      greetingName({ billing_address: { first_name: "Lucía" }, customer: { first_name: "Ana" } }),
    ).toBe("Lucía")
    expect(
      greetingName({ billing_address: { first_name: " " }, customer: { first_name: "Ana" } }),
    ).toBe("Ana")
    expect(greetingName({ billing_address: null, customer: null })).toBeNull()
  })
})
