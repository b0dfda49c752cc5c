import { runInNewContext } from "node:vm"
import { describe, expect, it } from "vitest"
import { LOCALE_COOKIE_SCRIPT } from "./locale-script"

/** Clicks the language switch (href `href`) on a page at `search`; returns where it leads and the cookie written. */
function switchLanguage(href: string, search: string) {
  const written: string[] = []
  let onClick: ((event: { target: unknown }) => void) | null = null
  const link = { hreflang: "en", href }
  const document = {
    documentElement: { lang: "es" },
    referrer: "",
    cookie: "locale=es",
    addEventListener: (_: string, listener: typeof onClick) => (onClick = listener),
  }
  Object.defineProperty(document, "cookie", {
    get: () => "locale=es",
    set: (v: string) => written.push(v),
  })
  const location = {
    pathname: "/things-to-do",
    search,
    origin: "http://localhost:4321",
    replace: () => {},
  }
  runInNewContext(LOCALE_COOKIE_SCRIPT, { document, location, navigator: { languages: ["es-ES"] } })
  onClick!({
    target: { closest: (selector: string) => (selector === "a[data-locale-switch]" ? link : null) },
  })
  return { href: link.href, written }
}

describe("the language switch", () => {
  it("keeps a listing's filters (the query string) in the other language", () => {
    const { href, written } = switchLanguage(
      "http://localhost:4321/en/things-to-do",
      "?duration=1-4h&sort=price-asc",
    )
    expect(href).toBe("http://localhost:4321/en/things-to-do?duration=1-4h&sort=price-asc")
    expect(written).toEqual(["locale=en;path=/;max-age=31536000;samesite=lax"])
  })

  it("leaves the link alone when the page has no query", () => {
    expect(switchLanguage("http://localhost:4321/en/things-to-do", "").href).toBe(
      "http://localhost:4321/en/things-to-do",
    )
  })
})
