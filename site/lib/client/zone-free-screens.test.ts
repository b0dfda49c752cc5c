import { readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

const SITE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")

/**
 * The screens that show a booked slot's time. Every booking line and voucher
 * the API gives carries its local date and time, derived on the server
 * (commerce's `BookingLineMetadata` requires them of every writer; its
 * booking-request test checks them): these screens print them as they are.
 */
const SCREENS = [
  "islands/cart/BookingCard.tsx",
  "islands/checkout/OrderSummary.tsx",
  "islands/account/BookingItem.tsx",
]

/** A zone given to Intl other than UTC (the date-only formatters' neutral zone): a conversion in the browser. */
const CONVERSION = /timeZone\s*[,}]|timeZone:\s*(?!["']UTC["'])[\w.]/

describe("the cart, checkout and account convert no time zone in the browser", () => {
  it("finds a conversion where one is", () => {
    expect(CONVERSION.test(`new Intl.DateTimeFormat("en", { hour: "2-digit", timeZone })`)).toBe(
      true,
    )
    expect(CONVERSION.test(`{ timeZone: booking.timezone }`)).toBe(true)
    expect(CONVERSION.test(`{ weekday: "long", timeZone: "UTC" }`)).toBe(false)
  })

  it("print the API's local date and time, with no fallback that converts the slot's instant", () => {
    for (const screen of SCREENS) {
      const source = readFileSync(path.join(SITE, screen), "utf8")
      expect([screen, /formatSlotTime|toLocale\w*String/.test(source)]).toEqual([screen, false])
    }
    const format = readFileSync(path.join(SITE, "lib/client/format.ts"), "utf8")
    expect(format).not.toMatch(/export function formatSlotTime/)
    expect(format.match(new RegExp(CONVERSION, "g")) ?? []).toEqual([])
  })
})
