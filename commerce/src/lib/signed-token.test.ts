import { beforeAll, describe, expect, it } from "vitest"
import { bookingReference, signId, verifyId } from "./signed-token"

beforeAll(() => {
  process.env.DATABASE_URL ??= "postgres://localhost/unit"
  process.env.JWT_SECRET ??= "unit-tests-secret-0123456789"
  process.env.COOKIE_SECRET ??= "unit-tests-secret-0123456789"
})

describe("signed links", () => {
  it("gives the id back only for a token of the same purpose, untouched", () => {
    const token = signId("voucher", "bkg_abc123")
    expect(verifyId("voucher", token)).toBe("bkg_abc123")
    expect(verifyId("order", token)).toBeNull()
    const [id, sig] = token.split(".")
    expect(
      verifyId("voucher", `${Buffer.from("bkg_other").toString("base64url")}.${sig}`),
    ).toBeNull()
    expect(verifyId("voucher", `${id}.${sig.slice(0, -2)}xx`)).toBeNull()
    expect(verifyId("voucher", "nonsense")).toBeNull()
  })

  it("writes a short reference from a booking id", () => {
    expect(bookingReference("bkg_0123456789abcdef01234567ab")).toBe("SND-234567AB")
  })
})
