import { describe, expect, it } from "vitest"
import { instantOf } from "./local-time"
import { pickupFor, pickupPoints } from "./pickup-times"

describe("pickup times follow the slot", () => {
  const points = pickupPoints(
    {
      items: [
        { id: "t1", name: "Terminal 1", address: "El Prat", minutes_before_start: 45 },
        { id: "t2", name: "Terminal 2", address: "El Prat", minutes_before_start: 30 },
      ],
    },
    "06:00",
  )

  it("gives every slot of a Barcelona airport transfer its own pickup times", () => {
    const zone = "Europe/Madrid"
    const times = ["06:00", "10:00", "14:00", "18:00", "22:00"].map((start) =>
      points.map((p) => pickupFor(p, instantOf("2026-12-20", start, zone), zone).time),
    )
    expect(times).toEqual([
      ["05:15", "05:30"],
      ["09:15", "09:30"],
      ["13:15", "13:30"],
      ["17:15", "17:30"],
      ["21:15", "21:30"],
    ])
  })

  it("reads a point stored with a clock time as its offset from the experience's first start", () => {
    const legacy = pickupPoints(
      { items: [{ id: "k", name: "Kingdom Centre", address: "Riad", time: "14:45" }] },
      "15:30",
    )
    expect(legacy).toEqual([
      { id: "k", name: "Kingdom Centre", address: "Riad", minutes_before_start: 45 },
    ])
    expect(
      pickupFor(legacy[0], instantOf("2026-12-20", "06:00", "Asia/Riyadh"), "Asia/Riyadh").time,
    ).toBe("05:15")
  })

  it("picks up before midnight for a slot just after it", () => {
    expect(
      pickupFor(points[0], instantOf("2026-12-20", "00:15", "Europe/Madrid"), "Europe/Madrid").time,
    ).toBe("23:30")
  })
})
