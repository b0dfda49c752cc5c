import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isReportableStatus, scrub, scrubText, shouldReport } from "./reporting"

describe("scrub", () => {
  it("takes e-mails, phone numbers and card numbers out of text", () => {
    const text =
      "Booking for ana.garcia+tours@example.es, tel +34 612 34 56 78 or (0034) 612-345-678, card 4242 4242 4242 4242 / 5555-5555-5555-4444"
    const clean = scrubText(text)
    expect(clean).not.toMatch(/ana\.garcia|612|4242|5555/)
    expect(clean).toContain("[email]")
    expect(clean).toContain("[phone]")
    expect(clean).toContain("[card]")
  })

  it("keeps dates, times, prices, ids and statuses", () => {
    const text =
      "slot 2026-11-22 15:30, 3 seats, 129.50 EUR, status 503, cart_01JABCDEF at node_modules/@medusajs/framework/dist/x.js:10:5"
    expect(scrubText(text)).toBe(text)
  })

  it("filters personal keys at any depth and scrubs every string", () => {
    const event = {
      request: {
        headers: { Cookie: "connect.sid=abc", Authorization: "Bearer x", "user-agent": "UA" },
      },
      extra: {
        body: {
          email: "a@b.co",
          customer: { phone: "600000000", first_name: "Ana" },
          note: "call 600 000 000",
        },
      },
      list: ["me@here.org"],
    }
    const clean = scrub(event)
    expect(clean.request.headers).toEqual({
      Cookie: "[Filtered]",
      Authorization: "[Filtered]",
      "user-agent": "UA",
    })
    expect(clean.extra.body).toEqual({
      email: "[Filtered]",
      customer: { phone: "[Filtered]", first_name: "[Filtered]" },
      note: "call [phone]",
    })
    expect(clean.list).toEqual(["[email]"])
  })

  it("never lets a generated e-mail or card number through", () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.stringMatching(/^[0-9]{16}$/), (email, card) => {
        const clean = JSON.stringify(scrub({ message: `failed for ${email} with ${card}` }))
        return !clean.includes(email) && !clean.includes(card)
      }),
    )
  })
})

describe("what is reported", () => {
  it("ignores the messages of the ignore list", () => {
    expect(shouldReport("ResizeObserver loop completed with undelivered notifications.")).toBe(
      false,
    )
    expect(shouldReport("AbortError: The user aborted a request.")).toBe(false)
    expect(shouldReport("Failed to fetch")).toBe(true)
  })

  it("reports network failures and server errors, not the API's 4xx answers", () => {
    expect([0, 500, 503].map(isReportableStatus)).toEqual([true, true, true])
    expect([400, 404, 409].map(isReportableStatus)).toEqual([false, false, false])
  })
})
