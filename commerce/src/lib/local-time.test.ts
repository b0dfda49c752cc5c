import { describe, expect, it } from "vitest"
import {
  formatLocal,
  instantOf,
  localParts,
  localTimeBefore,
  slotTimes,
  zoneLabel,
} from "./local-time"

describe("local-time: one time-zone truth", () => {
  it("reads an instant back as the wall clock it was made from, in every zone of the catalogue", () => {
    const zones = [
      "Africa/Cairo",
      "Africa/Casablanca",
      "Asia/Dubai",
      "Asia/Muscat",
      "Asia/Qatar",
      "Asia/Riyadh",
      "Europe/Istanbul",
      "Europe/Madrid",
    ]
    // No wall clock here falls in a gap (Cairo skips 00:00-01:00, Madrid 02:00-03:00): gaps are tested below.
    for (const zone of zones) {
      for (let day = 0; day < 400; day += 1) {
        const date = new Date(Date.UTC(2026, 10, 26 + day)).toISOString().slice(0, 10)
        for (const time of ["01:30", "06:00", "09:00", "15:30", "23:45"]) {
          const parts = localParts(instantOf(date, time, zone), zone)
          expect(`${zone} ${parts.date} ${parts.time}`).toBe(`${zone} ${date} ${time}`)
        }
      }
    }
  })

  it("agrees with the runtime's Intl for Africa/Casablanca on 20 December 2026", () => {
    const start = instantOf("2026-12-20", "09:00", "Africa/Casablanca")
    const intl = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Africa/Casablanca",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
    expect(intl.format(start)).toBe("09:00")
  })

  it("moves a skipped wall clock past the gap and keeps the later of a repeated one (Europe/Madrid)", () => {
    const skipped = slotTimes("2027-03-28", "02:30", 60, "Europe/Madrid")
    expect(skipped.starts_at.toISOString()).toBe("2027-03-28T01:30:00.000Z")
    expect(skipped.local_time).toBe("03:30")
    const repeated = slotTimes("2026-10-25", "02:30", 60, "Europe/Madrid")
    expect(repeated.starts_at.toISOString()).toBe("2026-10-25T01:30:00.000Z")
    expect(repeated.local_time).toBe("02:30")
    expect(slotTimes("2027-03-28", "10:00", 90, "Europe/Madrid")).toMatchObject({
      starts_at: new Date("2027-03-28T08:00:00Z"),
      ends_at: new Date("2027-03-28T09:30:00Z"),
      local_date: "2027-03-28",
      local_time: "10:00",
    })
  })

  it("puts a pickup its minutes before the start on the local clock, across midnight", () => {
    const start = instantOf("2026-12-20", "00:15", "Europe/Madrid")
    expect(localTimeBefore(start, 45, "Europe/Madrid")).toBe("23:30")
  })

  it("writes an instant with its zone named, in both languages", () => {
    const start = instantOf("2026-12-01", "15:30", "Asia/Riyadh")
    expect(formatLocal(start, "Asia/Riyadh", "en")).toMatch(
      /Tuesday,? 1 December 2026(,| at) 15:30 GMT\+3/,
    )
    expect(formatLocal(start, "Asia/Riyadh", "es")).toMatch(
      /martes, 1 de diciembre de 2026,? (a las )?15:30 GMT\+3/,
    )
  })

  it("names a zone with its offset from the one time-zone truth, as admin screens show it", () => {
    const at = "2026-12-20T09:00:00Z"
    expect(zoneLabel("Asia/Riyadh", at)).toBe("Asia/Riyadh (GMT+3)")
    expect(zoneLabel("Asia/Kolkata", at)).toBe("Asia/Kolkata (GMT+5:30)")
    expect(zoneLabel("America/Mexico_City", at)).toBe("America/Mexico_City (GMT-6)")
    expect(zoneLabel("UTC", at)).toBe("UTC (GMT)")
    // Casablanca: the label states the offset the slots' local times were derived with.
    const minutes = localParts(at, "Africa/Casablanca").offset_minutes
    expect(zoneLabel("Africa/Casablanca", at)).toBe(
      `Africa/Casablanca (GMT${minutes ? `+${minutes / 60}` : ""})`,
    )
    expect(zoneLabel("Europe/Madrid", "2027-03-28T00:30:00Z")).toBe("Europe/Madrid (GMT+1)")
    expect(zoneLabel("Europe/Madrid", "2027-03-28T01:30:00Z")).toBe("Europe/Madrid (GMT+2)")
  })
})
