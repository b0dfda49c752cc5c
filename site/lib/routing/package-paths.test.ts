import { describe, expect, it } from "vitest"
import { localisedPaths, localiseSitePath } from "./localised-paths"
import { packagePath, packagesPath } from "./package-paths"

describe("tour package paths", () => {
  it("live at their own segment and slug in each language", () => {
    expect(packagesPath("es")).toBe("/paquetes-de-viaje")
    expect(packagesPath("en")).toBe("/en/tour-packages")
    expect(packagePath("en", "essential-riyadh-in-four-days")).toBe(
      "/en/tour-packages/essential-riyadh-in-four-days",
    )
  })

  it("turn a menu's Spanish path into the English one, and an English path back", () => {
    const paths = localisedPaths(
      {
        categories: [],
        blogPosts: [],
        experiences: [],
        tourPackages: [{ es: "riad-esencial-en-cuatro-dias", en: "essential-riyadh-in-four-days" }],
      },
      false,
    )
    expect(localiseSitePath(paths, "en", "/paquetes-de-viaje")).toBe("/tour-packages")
    expect(localiseSitePath(paths, "en", "/paquetes-de-viaje/riad-esencial-en-cuatro-dias")).toBe(
      "/tour-packages/essential-riyadh-in-four-days",
    )
    expect(localiseSitePath(paths, "es", "/tour-packages")).toBe("/paquetes-de-viaje")
  })
})
