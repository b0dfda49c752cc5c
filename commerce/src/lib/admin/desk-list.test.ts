import { describe, expect, it } from "vitest"
import { deskStatus, partyOf, readDeskQuery } from "./desk-list"

describe("readDeskQuery", () => {
  it("reads a voucher reference in any case, with spaces or a dash", () => {
    expect(readDeskQuery("SND-1A2B3C4D")).toEqual({ reference: "1A2B3C4D" })
    expect(readDeskQuery(" snd 1a2b3c4d ")).toEqual({ reference: "1A2B3C4D" })
    expect(readDeskQuery("snd1a2b3c4d")).toEqual({ reference: "1A2B3C4D" })
  })

  it("takes an e-mail (or its start) in lower case, an order number, else a name or experience", () => {
    expect(readDeskQuery("Marta.Gil@")).toEqual({ email: "marta.gil@" })
    expect(readDeskQuery("#12")).toEqual({ display_id: 12 })
    expect(readDeskQuery("gonzalez")).toEqual({ text: "gonzalez" })
    // Eight letters alone are a name, not a reference: only SND- makes one.
    expect(readDeskQuery("GONZALEZ")).toEqual({ text: "GONZALEZ" })
    expect(readDeskQuery("SND-123")).toEqual({ text: "SND-123" })
    expect(readDeskQuery("   ")).toEqual({})
    expect(readDeskQuery(undefined)).toEqual({})
  })
})

describe("partyOf and deskStatus", () => {
  it("names the bands in the admin's language and leaves zeros out", () => {
    expect(partyOf({ adult: 2, child: 0, infant: 1 }, "es")).toEqual([
      { band: "adult", label: "Adulto", count: 2 },
      { band: "infant", label: "Bebé", count: 1 },
    ])
    expect(partyOf({ adult: 1 }, "en")).toEqual([{ band: "adult", label: "Adult", count: 1 }])
  })

  it("reads a booking cancelled by itself or by its order", () => {
    expect(deskStatus({ status: "confirmed" }, "pending")).toBe("live")
    expect(deskStatus({ status: "confirmed", checked_in_at: new Date() }, "pending")).toBe(
      "checked_in",
    )
    expect(deskStatus({ status: "confirmed" }, "canceled")).toBe("cancelled")
    expect(deskStatus({ status: "cancelled" }, "pending")).toBe("cancelled")
  })
})
