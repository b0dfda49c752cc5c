import { describe, expect, it } from "vitest"
import { withPartSums } from "./part-sums"
import type { ComboPrices } from "./prices"

const stored: ComboPrices = {
  eur: {
    adult: { total: 76, parts: [38, 38], sum: 90 },
    child: { total: 51, parts: [25, 26], sum: 60 },
  },
}

describe("a combo's parts' sum, read from the parts' prices now", () => {
  it("sums what each part costs alone; the total and shares stay what the cart charges", () => {
    const own = { adult: [45, 60], child: [30, 30] }
    expect(withPartSums(stored, 2, (i, _c, band) => own[band][i])).toEqual({
      eur: {
        adult: { total: 76, parts: [38, 38], sum: 105, saving: 29 },
        child: { total: 51, parts: [25, 26], sum: 60, saving: 9 },
      },
    })
  })

  it("claims no saving when the parts alone cost the bundle or less", () => {
    const own = { adult: [45, 20], child: [25, 26] }
    const live = withPartSums(stored, 2, (i, _c, band) => own[band][i])
    expect(live.eur.adult).toMatchObject({ total: 76, sum: 65, saving: 0 })
    expect(live.eur.child).toMatchObject({ total: 51, sum: 51, saving: 0 })
  })

  it("claims no saving when a part has no price of its own in the currency", () => {
    const live = withPartSums(stored, 2, (i) => (i === 0 ? 45 : null))
    expect(live.eur.adult).toMatchObject({ total: 76, sum: 76, saving: 0 })
  })
})
