import { describe, expect, it } from "vitest"
import { pickLocale, translate } from "./messages"

describe("pickLocale", () => {
  it("is Spanish when nothing or only unsupported languages are asked for", () => {
    expect(pickLocale(undefined)).toBe("es")
    expect(pickLocale("fr-FR,fr;q=0.9,de;q=0.8")).toBe("es")
  })

  it("follows the preferred supported language by quality", () => {
    expect(pickLocale("en-US,en;q=0.9")).toBe("en")
    expect(pickLocale("fr;q=0.9,en;q=0.5,es;q=0.7")).toBe("es")
    expect(pickLocale("en")).toBe("en")
  })
})

describe("translate", () => {
  it("says how many seats remain, with the right plural", () => {
    expect(translate("not_enough_seats", "es", { remaining: 2 })).toBe(
      "No hay plazas suficientes: solo quedan 2 plazas para este horario.",
    )
    expect(translate("not_enough_seats", "es", { remaining: 1 })).toBe(
      "No hay plazas suficientes: solo queda 1 plaza para este horario.",
    )
    expect(translate("not_enough_seats", "en", { remaining: 0 })).toBe(
      "There are no seats left for this time.",
    )
  })

  it("uses the spec's copy for an unavailable activity", () => {
    expect(translate("experience_unavailable", "es")).toBe("Actividad no disponible")
  })
})
