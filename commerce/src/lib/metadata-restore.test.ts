import { mergeMetadata } from "@medusajs/framework/utils"
import { describe, expect, it } from "vitest"
import { metadataBefore } from "./metadata-restore"

describe("metadataBefore: metadata as it was, under Medusa's merge", () => {
  it("removes a key the step added and restores one it changed", () => {
    const before = { locale: "es", promo_removed: [{ code: "A" }] }
    const now = { locale: "es", promo_removed: [{ code: "B" }], failed_bookings: [1] }
    const update = metadataBefore(before, ["promo_removed", "failed_bookings"])
    expect(mergeMetadata(now, update)).toEqual(before)
  })

  it("writing the old object back would not (why it exists)", () => {
    const before = { locale: "es" }
    expect(mergeMetadata({ locale: "es", failed_bookings: [1] }, before)).not.toEqual(before)
    expect(
      mergeMetadata(
        { locale: "es", failed_bookings: [1] },
        metadataBefore(null, ["failed_bookings"]),
      ),
    ).toEqual({ locale: "es" })
  })
})
