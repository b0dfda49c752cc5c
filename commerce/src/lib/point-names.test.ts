import { describe, expect, it } from "vitest"
import { meetingPoint, pickupPoints } from "./pickup-times"

describe("pickup and meeting points are named in the traveller's language", () => {
  const stored = {
    items: [
      {
        id: "gate",
        name: { es: "Diriyah, puerta sur", en: "Diriyah, south gate" },
        minutes_before_start: 30,
      },
      // A point written before names had two languages reads as its one name.
      { id: "old", name: "Hoteles del centro", minutes_before_start: 45 },
    ],
  }

  it("names pickup points in the language asked, Spanish by default", () => {
    expect(pickupPoints(stored, null, "en").map((p) => p.name)).toEqual([
      "Diriyah, south gate",
      "Hoteles del centro",
    ])
    expect(pickupPoints(stored, null).map((p) => p.name)).toEqual([
      "Diriyah, puerta sur",
      "Hoteles del centro",
    ])
  })

  it("names a meeting point in the language asked", () => {
    const point = {
      name: { es: "Punto de encuentro", en: "Meeting point" },
      address: "Plaza principal, Riad",
    }
    expect(meetingPoint(point, "en")).toEqual({
      name: "Meeting point",
      address: "Plaza principal, Riad",
    })
    expect(meetingPoint(point, "es")?.name).toBe("Punto de encuentro")
    expect(meetingPoint({ name: "Punto de encuentro", address: "x" }, "en")?.name).toBe(
      "Punto de encuentro",
    )
    expect(meetingPoint(null, "en")).toBeNull()
  })
})
