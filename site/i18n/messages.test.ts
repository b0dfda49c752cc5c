import { describe, expect, it } from "vitest"
import { t } from "."
import { format } from "./format"
import { pickMessages } from "./messages"

describe("island messages", () => {
  it("picks the asked keys in the page's language, placeholders kept", () => {
    const messages = pickMessages("en", ["booking.seatsLeft", "booking.email"])
    expect(Object.keys(messages)).toEqual(["booking.seatsLeft", "booking.email"])
    expect(messages["booking.email"]).toBe(t("en", "booking.email"))
  })

  it("formats a picked message exactly as t() does", () => {
    const messages = pickMessages("es", ["booking.seatsLeft"])
    expect(format(messages["booking.seatsLeft"], { count: 3 })).toBe(
      t("es", "booking.seatsLeft", { count: 3 }),
    )
  })
})
