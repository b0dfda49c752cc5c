import { describe, expect, it } from "vitest"
import { shortDescription, thumbnailUrl } from "./product-presentation"

describe("product presentation", () => {
  it("keeps a short overview whole and cuts a long one at a sentence", () => {
    expect(shortDescription("  Camina  por las dunas. ")).toBe("Camina por las dunas.")
    const long = `${"Una frase larga sobre el desierto y sus dunas rojas. ".repeat(10)}`
    const cut = shortDescription(long)
    expect(cut.length).toBeLessThanOrEqual(300)
    expect(cut.endsWith(".")).toBe(true)
  })

  it("points a local dataset image at the storefront's copy and keeps a CDN URL", () => {
    expect(
      thumbnailUrl(
        { _sanityAsset: "image@file://./images/dunes-dusk.svg" },
        "http://localhost:4321/",
      ),
    ).toBe("http://localhost:4321/images/dunes-dusk.svg")
    expect(thumbnailUrl({ asset: { url: "https://cdn.sanity.io/x.jpg" } }, "http://x")).toBe(
      "https://cdn.sanity.io/x.jpg",
    )
    expect(thumbnailUrl(undefined, "http://x")).toBeNull()
  })
})
