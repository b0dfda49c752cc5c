import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { checkField, checkGuest, EMPTY_GUEST, prefillGuest } from "./lead-guest"

describe("lead guest checks", () => {
  it("asks for every field", () => {
    expect(checkGuest({ ...EMPTY_GUEST, countryCode: "" })).toEqual({
      firstName: "required",
      lastName: "required",
      email: "required",
      countryCode: "required",
      phoneNumber: "required",
    })
  })

  it("tells a malformed e-mail, dialling code or phone", () => {
    expect(checkField("email", "lucia@example")).toBe("format")
    expect(checkField("email", "lucia garcia@example.com")).toBe("format")
    expect(checkField("email", "lucia.garcia@example.com")).toBeNull()
    expect(checkField("countryCode", "34")).toBe("format")
    expect(checkField("countryCode", "+966")).toBeNull()
    expect(checkField("phoneNumber", "12ab")).toBe("format")
    expect(checkField("phoneNumber", "612 345 678")).toBeNull()
  })

  it("accepts a complete guest", () => {
    expect(
      checkGuest({
        firstName: "Lucía",
        lastName: "García",
        email: "l@example.es",
        countryCode: "+34",
        phoneNumber: "612345678",
      }),
    ).toEqual({})
  })

  it("calls blank text required, whatever the whitespace", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ \t]*$/), (blank) => {
        expect(checkField("firstName", blank)).toBe("required")
      }),
    )
  })
})

describe("prefillGuest", () => {
  it("fills the empty fields from the account and keeps what the traveller typed", () => {
    const account = { first_name: "Lucía", last_name: "Pérez", email: "lucia@example.com" }
    expect(prefillGuest({ ...EMPTY_GUEST, lastName: "Gómez" }, account)).toEqual({
      ...EMPTY_GUEST,
      firstName: "Lucía",
      lastName: "Gómez",
      email: "lucia@example.com",
    })
  })
})
