import type { Locale } from "@sendero/shared/locales"
import { runInNewContext } from "node:vm"
import { describe, expect, it } from "vitest"
import {
  LOCALE_COOKIE_SCRIPT,
  localeCookieScript,
  PAGE_LOCALE_COOKIE_SCRIPT,
} from "./locale-script"

/** Runs the inline script on a page in `lang` at `pathname`; returns the cookie it wrote and any redirect. */
function visit({
  pathname,
  lang,
  cookie = "",
  languages = ["es-ES"],
  referrer = "",
}: {
  pathname: string
  lang: Locale
  cookie?: string
  languages?: string[]
  referrer?: string
}) {
  const written: string[] = []
  let replacedWith: string | null = null
  const document = {
    documentElement: { lang },
    referrer,
    addEventListener: () => {},
    get cookie() {
      return cookie
    },
    set cookie(value: string) {
      written.push(value)
    },
  }
  const location = {
    pathname,
    origin: "http://localhost:4321",
    replace: (to: string) => (replacedWith = to),
  }
  runInNewContext(LOCALE_COOKIE_SCRIPT, { document, location, navigator: { languages } })
  return { written, replacedWith }
}

describe("the locale cookie script", () => {
  it("records English on a first visit to an English page, whatever the browser says", () => {
    const { written, replacedWith } = visit({ pathname: "/en/faq", lang: "en" })
    expect(written).toEqual(["locale=en;path=/;max-age=31536000;samesite=lax"])
    expect(replacedWith).toBeNull()
    expect(visit({ pathname: "/en", lang: "en" }).written[0]).toMatch(/^locale=en;/)
  })

  it("records Spanish on a first visit to a Spanish deep link", () => {
    expect(visit({ pathname: "/faq", lang: "es", languages: ["en-US"] }).written[0]).toMatch(
      /^locale=es;/,
    )
  })

  it("keeps a recorded choice", () => {
    expect(visit({ pathname: "/en/faq", lang: "en", cookie: "locale=es" }).written).toEqual([])
  })

  it("sends an English browser from the Spanish home page to /en", () => {
    const { written, replacedWith } = visit({ pathname: "/", lang: "es", languages: ["en-US"] })
    expect(written[0]).toMatch(/^locale=en;/)
    expect(replacedWith).toBe("/en")
  })
})

describe("the script of pages other than /", () => {
  it("records the page's own language and never moves the visitor", () => {
    const document = {
      documentElement: { lang: "en" },
      referrer: "",
      addEventListener: () => {},
      cookie: "",
    }
    let replaced: string | null = null
    const location = {
      pathname: "/en/about",
      origin: "http://localhost:4321",
      replace: (to: string) => (replaced = to),
    }
    runInNewContext(PAGE_LOCALE_COOKIE_SCRIPT, {
      document,
      location,
      navigator: { languages: ["es-ES"] },
    })
    expect(document.cookie).toBe("locale=en;path=/;max-age=31536000;samesite=lax")
    expect(replaced).toBeNull()
  })

  it("is the home page's script without its first-visit branch", () => {
    expect(localeCookieScript("/")).toBe(LOCALE_COOKIE_SCRIPT)
    expect(localeCookieScript("/faq")).toBe(PAGE_LOCALE_COOKIE_SCRIPT)
    expect(PAGE_LOCALE_COOKIE_SCRIPT.length).toBeLessThan(LOCALE_COOKIE_SCRIPT.length)
    expect(PAGE_LOCALE_COOKIE_SCRIPT).not.toContain("navigator")
  })
})
