import { describe, expect, it } from "vitest"
import { alternatesOfPage } from "./sitemap-alternates.mjs"

describe("a page's own hreflang alternates", () => {
  it("are read from its head, keyed by its canonical URL", () => {
    const html = `<html><head><link rel="canonical" href="https://x.test/en/hiking">
<link rel="alternate" hreflang="es" href="https://x.test/senderismo">
<link rel="alternate" hreflang="en" href="https://x.test/en/hiking">
<link rel="alternate" hreflang="x-default" href="https://x.test/senderismo"></head>
<body><link rel="alternate" hreflang="es" href="https://x.test/not-in-head"></body></html>`
    expect(alternatesOfPage(html)).toEqual([
      "https://x.test/en/hiking",
      [
        { lang: "es", url: "https://x.test/senderismo" },
        { lang: "en", url: "https://x.test/en/hiking" },
        { lang: "x-default", url: "https://x.test/senderismo" },
      ],
    ])
  })

  it("are none for a page without a canonical link", () => {
    expect(alternatesOfPage("<html><head></head></html>")).toBeNull()
  })
})
