import { describe, expect, it } from "vitest"
import { splitHeaderMenu } from "./header-menu"

const menu = (entries: [string, string][]) => entries.map(([label, source]) => ({ label, source }))

// The seeded menu, in the spec's order.
const spanish = menu([
  ["Sobre nosotros", "/about"],
  ["Blog", "/blog"],
  ["Descubre", "/things-to-do"],
  ["Categorías", "/categories"],
  ["Explora", "/destinations"],
  ["Paquetes de viaje", "/paquetes-de-viaje"],
  ["Itinerarios", "/trip-planner"],
  ["Cruceros", "/cruceros"],
  ["Paquetes", "/combos"],
  ["Contacto", "/contact-us"],
])

const english = menu([
  ["About Us", "/about"],
  ["Blog", "/blog"],
  ["Discover", "/things-to-do"],
  ["Experience Category", "/categories"],
  ["Explore", "/destinations"],
  ["Tour Packages", "/paquetes-de-viaje"],
  ["Travel Itinerary", "/trip-planner"],
  ["Cruises", "/cruceros"],
  ["Packages", "/combos"],
  ["Contact Us", "/contact-us"],
])

describe("splitHeaderMenu", () => {
  it("keeps the booking entries that fit in the row and puts the rest under More, in the editor's order", () => {
    const { row, more } = splitHeaderMenu(spanish)
    expect(row.map((i) => i.label)).toEqual([
      "Descubre",
      "Categorías",
      "Explora",
      "Paquetes de viaje",
    ])
    expect(more.map((i) => i.label)).toEqual([
      "Sobre nosotros",
      "Blog",
      "Itinerarios",
      "Cruceros",
      "Paquetes",
      "Contacto",
    ])
  })

  it("does the same with the English labels", () => {
    expect(splitHeaderMenu(english).row.map((i) => i.label)).toEqual([
      "Discover",
      "Experience Category",
      "Explore",
      "Tour Packages",
    ])
  })

  it("loses no entry and shows each once", () => {
    const { row, more } = splitHeaderMenu(spanish, 20)
    expect([...row, ...more]).toHaveLength(spanish.length)
    expect(new Set([...row, ...more]).size).toBe(spanish.length)
  })

  it("stops at the first entry that does not fit (the row keeps the editor's order)", () => {
    const { row } = splitHeaderMenu(
      menu([
        ["Short", "/a"],
        ["A label far too long for the row", "/b"],
        ["Tiny", "/c"],
      ]),
      12,
    )
    expect(row.map((i) => i.label)).toEqual(["Short"])
  })

  it("puts the information pages under More even when there is room", () => {
    const { row, more } = splitHeaderMenu(
      menu([
        ["About", "/about"],
        ["Contact", "/contact-us"],
        ["Blog post", "/blog/x"],
      ]),
      100,
    )
    expect(row).toEqual([])
    expect(more).toHaveLength(3)
  })
})
