import { describe, expect, it } from "vitest"
import { siteHref } from "./links"

describe("menu links", () => {
  it("put editors' Spanish paths in the page's language", () => {
    expect(siteHref("es", "/about", "default")).toBe("/about")
    expect(siteHref("en", "/about", "default")).toBe("/en/about")
  })

  it("follow the layout's listing path", () => {
    expect(siteHref("en", "/things-to-do", "supplier-one")).toBe("/en/experiences")
    expect(siteHref("es", "/experiences", "default")).toBe("/things-to-do")
  })

  it("keep absolute, mail and phone links", () => {
    expect(siteHref("en", "https://example.com/x", "default")).toBe("https://example.com/x")
    expect(siteHref("en", "mailto:a@b.c", "default")).toBe("mailto:a@b.c")
  })
})
