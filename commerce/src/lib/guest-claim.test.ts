import { beforeAll, describe, expect, it } from "vitest"
import { claimToken, readClaimToken } from "./guest-claim"
import { signId } from "./signed-token"

beforeAll(() => {
  process.env.JWT_SECRET ??= "unit-tests-only-secret-value"
  process.env.COOKIE_SECRET ??= "unit-tests-only-secret-value"
  process.env.DATABASE_URL ??= "postgres://localhost/unit"
})

describe("claim tokens", () => {
  const now = Date.UTC(2026, 10, 23, 12)

  it("name the customer and e-mail until they expire 15 minutes later", () => {
    const token = claimToken("cus_1", "Ana@Example.com", now)
    expect(readClaimToken(token, now + 14 * 60_000)).toEqual({
      customer_id: "cus_1",
      email: "ana@example.com",
    })
    expect(readClaimToken(token, now + 15 * 60_000)).toBeNull()
  })

  it("refuse a token signed for something else, or changed", () => {
    const token = claimToken("cus_1", "ana@example.com", now)
    expect(
      readClaimToken(signId("voucher", `cus_1 ana@example.com ${now / 1000 + 900}`), now),
    ).toBeNull()
    expect(readClaimToken(`${token}x`, now)).toBeNull()
    expect(readClaimToken("nonsense", now)).toBeNull()
  })
})
