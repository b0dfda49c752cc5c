import type { Locale } from "@sendero/shared/locales"
import { describe, expect, it } from "vitest"
import { searchFormTarget, searchPath, searchTextFromPath } from "./path"

describe("search paths", () => {
  it("puts the text in the path, encoded, under /en in English", () => {
    expect(searchPath("es", "dunas rojas")).toBe("/search/dunas%20rojas")
    expect(searchPath("en", "Dubái")).toBe("/en/search/Dub%C3%A1i")
  })

  it("reads the text back from a request path, and refuses a malformed escape", () => {
    expect(searchTextFromPath("/search/dunas%20rojas")).toBe("dunas rojas")
    expect(searchTextFromPath("/en/search/Dub%C3%A1i/")).toBe("Dubái")
    expect(searchTextFromPath("/search/%E0%A4%A")).toBeNull()
    expect(searchTextFromPath("/search/100%")).toBeNull()
    expect(searchTextFromPath("/about")).toBeNull()
  })

  it("sends a form submission to the results page, trimmed, keeping a valid date", () => {
    const target = (query: string, locale: Locale = "es") =>
      searchFormTarget(locale, new URLSearchParams(query))
    expect(target("q=%20%20dunas%20%20rojas%20")).toBe("/search/dunas%20rojas")
    expect(target("q=dunas&date=2026-12-24")).toBe("/search/dunas?date=2026-12-24")
    expect(target("q=dunes&date=2026-12-24", "en")).toBe("/en/search/dunes?date=2026-12-24")
    expect(target("q=dunas&date=<script>")).toBe("/search/dunas")
    expect(target("q=AC/DC")).toBe("/search/AC%20DC")
    expect(target("q=%20%20")).toBeNull()
    expect(target("date=2026-12-24")).toBeNull()
  })
})
