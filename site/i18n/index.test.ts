import { describe, expect, it } from "vitest"
import {
  alternatesFor,
  cityPath,
  experiencePath,
  formatDate,
  formatDuration,
  formatMoney,
  formatPercent,
  languageName,
  localeFromParam,
  localePath,
  onDemandLocale,
  splitLocale,
  t,
} from "./index"

describe("locale paths", () => {
  it("keeps Spanish at bare paths and puts English under /en", () => {
    expect(localePath("es", "/")).toBe("/")
    expect(localePath("en", "/")).toBe("/en")
    expect(localePath("es", "/checkout/success")).toBe("/checkout/success")
    expect(localePath("en", "checkout/success")).toBe("/en/checkout/success")
  })

  it("builds experience paths inside their city", () => {
    expect(experiencePath("es", "riyadh", "senderismo-dunas-atardecer")).toBe(
      "/things-to-do-in-riyadh/senderismo-dunas-atardecer",
    )
    expect(experiencePath("en", "riyadh", "x")).toBe("/en/things-to-do-in-riyadh/x")
  })

  it("reads the [...locale] param, Spanish when absent", () => {
    expect(localeFromParam(undefined)).toBe("es")
    expect(localeFromParam("en")).toBe("en")
  })

  it("accepts only no prefix and en on on-demand pages", () => {
    expect(onDemandLocale(undefined)).toBe("es")
    expect(onDemandLocale("en")).toBe("en")
    for (const other of ["es", "fr", "xx", "en/extra"]) expect(onDemandLocale(other)).toBeNull()
  })
})

describe("messages", () => {
  it("fills placeholders in each language", () => {
    expect(t("es", "booking.seatsLeft", { count: 3 })).toBe("3 plazas libres")
    expect(t("en", "booking.seatsLeft", { count: 3 })).toBe("3 seats left")
  })

  it("uses the spec's copy for a date without options and a bad e-mail", () => {
    expect(t("es", "booking.noSlots")).toBe("No hay opción disponible")
    expect(t("es", "booking.emailInvalid")).toBe("Este formato no es correcto.")
  })

  it("formats money and percentages in the visitor's conventions", () => {
    expect(formatMoney("es", 45, "eur").replace(/\s/g, " ")).toBe("45,00 €")
    expect(formatMoney("en", 45, "EUR")).toBe("€45.00")
    expect(formatPercent("es", 0.156).replace(/\s/g, " ")).toBe("16 %")
    expect(formatPercent("en", 0.156)).toBe("16%")
  })
})

describe("page helpers", () => {
  it("splits the locale off a request path", () => {
    expect(splitLocale("/en/blog/x")).toEqual({ locale: "en", path: "/blog/x" })
    expect(splitLocale("/en")).toEqual({ locale: "en", path: "/" })
    expect(splitLocale("/english-tours")).toEqual({ locale: "es", path: "/english-tours" })
    expect(splitLocale("/faq")).toEqual({ locale: "es", path: "/faq" })
  })

  it("gives both language versions of a path", () => {
    expect(alternatesFor("/")).toEqual({ es: "/", en: "/en" })
    expect(alternatesFor("/faq")).toEqual({ es: "/faq", en: "/en/faq" })
    expect(cityPath("en", "riyadh")).toBe("/en/things-to-do-in-riyadh")
  })

  it("formats durations, dates and language names in each language", () => {
    expect(formatDuration("es", 225)).toBe("3 h 45 min")
    expect(formatDuration("en", 120)).toBe("2 h")
    expect(formatDuration("es", 45)).toBe("45 min")
    expect(formatDate("es", "2025-03-03")).toBe("3 de marzo de 2025")
    expect(languageName("es", "ar")).toBe("árabe")
    expect(languageName("en", "es")).toBe("Spanish")
  })
})
