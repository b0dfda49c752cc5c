import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { alternatesOfPage, collectAlternates, readHead } from "./sitemap-alternates.mjs"

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

describe("reading the built pages", () => {
  const head = (url: string, padding = "") =>
    `<html><head>${padding}<link rel="canonical" href="${url}"><link rel="alternate" hreflang="es" href="${url}"></head>`

  it("reads a page up to its head, and a page whose head is longer than the first read whole", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "alternates-"))
    try {
      const body = `<body>${"ñ".repeat(40_000)}</body></html>`
      await writeFile(path.join(dir, "short.html"), head("https://x.test/a") + body)
      // A head of about 40 KB (multi-byte characters across the first read's end).
      await writeFile(
        path.join(dir, "long.html"),
        head("https://x.test/b", `<meta content="${"é".repeat(20_000)}">`) + body,
      )
      await writeFile(path.join(dir, "headless.html"), "<p>no head</p>")
      expect(await readHead(path.join(dir, "short.html"))).toBe(head("https://x.test/a"))
      expect(await readHead(path.join(dir, "long.html"))).toContain(
        '<link rel="canonical" href="https://x.test/b">',
      )
      expect(await readHead(path.join(dir, "headless.html"))).toBe("<p>no head</p>")
      const found = await collectAlternates(new URL(`file://${dir}/`))
      expect([...found.keys()].sort()).toEqual(["https://x.test/a", "https://x.test/b"])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
