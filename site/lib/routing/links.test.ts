import { describe, expect, it } from "vitest"
import { siteHref } from "./links"
import { localisedPaths } from "./localised-paths"

const paths = localisedPaths(
  {
    categories: [{ es: "cruceros", en: "cruises" }],
    blogPosts: [{ es: "alula-en-tres-dias", en: "alula-in-three-days" }],
    experiences: [{ city: "riyadh", slug: "senderismo-dunas-atardecer", slugEn: "sunset-hike" }],
  },
  false,
)

describe("menu links", () => {
  it("put editors' Spanish paths in the page's language", () => {
    expect(siteHref("es", "/about", "default")).toBe("/about")
    expect(siteHref("en", "/about", "default")).toBe("/en/about")
  })

  it("follow the layout's listing path", () => {
    expect(siteHref("en", "/things-to-do", "supplier-one")).toBe("/en/experiences")
    expect(siteHref("es", "/experiences", "default")).toBe("/things-to-do")
  })

  it("take a page's English path when it has an English slug", () => {
    expect(siteHref("en", "/cruceros", "default", paths)).toBe("/en/cruises")
    expect(siteHref("es", "/cruceros", "default", paths)).toBe("/cruceros")
    expect(siteHref("en", "/blog/alula-en-tres-dias", "default", paths)).toBe(
      "/en/blog/alula-in-three-days",
    )
    expect(
      siteHref("en", "/things-to-do-in-riyadh/senderismo-dunas-atardecer", "default", paths),
    ).toBe("/en/things-to-do-in-riyadh/sunset-hike")
    expect(siteHref("en", "/about", "default", paths)).toBe("/en/about")
  })

  it("keep absolute, mail and phone links", () => {
    expect(siteHref("en", "https://example.com/x", "default")).toBe("https://example.com/x")
    expect(siteHref("en", "mailto:a@b.c", "default")).toBe("mailto:a@b.c")
  })
})
