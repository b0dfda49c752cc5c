import type { Locale } from "@sendero/shared/locales"
import { describe, expect, it } from "vitest"
import { isSupplierLayout, listingPathFor } from "./layout"
import { localisedPaths, localiseSitePath } from "./localised-paths"
import { resolveRedirect, type RedirectRule } from "./redirects"

const rules: RedirectRule[] = [
  { from: "/ofertas", to: "/things-to-do", permanent: false },
  { from: "/riad", to: "/things-to-do-in-riyadh", permanent: true },
  { from: "/socios", to: "https://partners.example.com/", permanent: true },
]
const standard = { layout: "default", rules }
const supplier = { layout: "supplier-one", rules }
const go = (location: string, status: 301 | 302 = 301) => ({ location, status })

describe("layouts", () => {
  it("knows the supplier layouts and their listing path", () => {
    expect(isSupplierLayout("supplier-three")).toBe(true)
    expect(isSupplierLayout("default")).toBe(false)
    expect(isSupplierLayout("template-four")).toBe(false)
    expect(listingPathFor("transparent")).toBe("/things-to-do")
    expect(listingPathFor("supplier-six")).toBe("/experiences")
  })
})

describe("/discover", () => {
  it("goes to the listing path of the layout, in the request's language", () => {
    expect(resolveRedirect("/discover", standard)).toEqual(go("/things-to-do"))
    expect(resolveRedirect("/discover/desert", standard)).toEqual(go("/things-to-do"))
    expect(resolveRedirect("/discovery", standard)).toEqual(go("/things-to-do"))
    expect(resolveRedirect("/en/discover/anything", standard)).toEqual(go("/en/things-to-do"))
    expect(resolveRedirect("/discover", supplier)).toEqual(go("/experiences"))
  })
})

describe("/experiences and /things-to-do", () => {
  it("swap to the layout's own listing path", () => {
    expect(resolveRedirect("/experiences", standard)).toEqual(go("/things-to-do"))
    expect(resolveRedirect("/en/experiences/", standard)).toEqual(go("/en/things-to-do"))
    expect(resolveRedirect("/things-to-do", supplier)).toEqual(go("/experiences"))
    expect(resolveRedirect("/things-to-do", standard)).toBeNull()
    expect(resolveRedirect("/experiences", supplier)).toBeNull()
  })
})

describe("two or more segments", () => {
  it("go to an experience inside the first segment's city, or /experiences in the supplier layout", () => {
    expect(resolveRedirect("/riyadh/senderismo-dunas-atardecer", standard)).toEqual(
      go("/things-to-do-in-riyadh/senderismo-dunas-atardecer"),
    )
    expect(resolveRedirect("/en/riyadh/x/y", standard)).toEqual(go("/en/things-to-do-in-riyadh/x"))
    expect(resolveRedirect("/riyadh/x", supplier)).toEqual(go("/experiences/x"))
  })

  it("leave the known sections alone", () => {
    for (const first of [
      "blog",
      "experiences",
      "auth",
      "about",
      "cart",
      "checkout",
      "terms-and-conditions",
      "privacy-policy",
      "faq",
      "things-to-do",
      "search",
      "voucher",
      "account",
      "contact-us",
      "combos",
      "paquetes-de-viaje",
      "tour-packages",
      "things-to-do-in-riyadh",
    ]) {
      expect(resolveRedirect(`/${first}/something`, standard), first).toBeNull()
      expect(resolveRedirect(`/en/${first}/something`, standard), first).toBeNull()
    }
  })

  it("never rewrite assets", () => {
    expect(resolveRedirect("/_astro/missing.js", standard)).toBeNull()
    expect(resolveRedirect("/images/missing.svg", standard)).toBeNull()
  })

  it("leave one segment alone", () => {
    expect(resolveRedirect("/senderismo", standard)).toBeNull()
    expect(resolveRedirect("/no-such-page", standard)).toBeNull()
    expect(resolveRedirect("/", standard)).toBeNull()
    expect(resolveRedirect("/en", standard)).toBeNull()
  })
})

describe("language prefixes", () => {
  it("send prefixes that are not offered, and /es, to the Spanish page", () => {
    expect(resolveRedirect("/fr/about", standard)).toEqual(go("/about"))
    expect(resolveRedirect("/de", standard)).toEqual(go("/"))
    expect(resolveRedirect("/es/blog/alula-en-tres-dias", standard)).toEqual(
      go("/blog/alula-en-tres-dias"),
    )
    for (const prefix of ["ar", "ru", "tr", "az", "tu", "cn"]) {
      expect(resolveRedirect(`/${prefix}/faq`, standard)).toEqual(go("/faq"))
    }
  })

  it("apply the other rules in the same hop", () => {
    expect(resolveRedirect("/fr/discover", standard)).toEqual(go("/things-to-do"))
    expect(resolveRedirect("/ru/riyadh/x", standard)).toEqual(go("/things-to-do-in-riyadh/x"))
    expect(resolveRedirect("/fr/riad", standard)).toEqual(go("/things-to-do-in-riyadh"))
  })

  it("do not take an unknown first segment for a language", () => {
    expect(resolveRedirect("/it/about", standard)).toEqual(go("/things-to-do-in-it/about"))
  })
})

describe("editor rules", () => {
  it("win over the path rules, keep their status and the request's language", () => {
    expect(resolveRedirect("/ofertas", standard)).toEqual(go("/things-to-do", 302))
    expect(resolveRedirect("/riad/", standard)).toEqual(go("/things-to-do-in-riyadh"))
    expect(resolveRedirect("/en/riad", standard)).toEqual(go("/en/things-to-do-in-riyadh"))
  })

  it("leave the site for an absolute target", () => {
    expect(resolveRedirect("/socios", standard)).toEqual(go("https://partners.example.com/"))
    expect(resolveRedirect("/en/socios", standard)).toEqual(go("https://partners.example.com/"))
  })
})

describe("experience pages at the other layout's address", () => {
  const experienceCity = (slug: string) =>
    slug === "senderismo-dunas-atardecer" ? "riyadh" : undefined

  it("move /experiences/{slug} into its city in the default layouts", () => {
    expect(
      resolveRedirect("/experiences/senderismo-dunas-atardecer", { ...standard, experienceCity }),
    ).toEqual(go("/things-to-do-in-riyadh/senderismo-dunas-atardecer"))
    expect(
      resolveRedirect("/en/experiences/senderismo-dunas-atardecer", {
        ...standard,
        experienceCity,
      }),
    ).toEqual(go("/en/things-to-do-in-riyadh/senderismo-dunas-atardecer"))
    expect(resolveRedirect("/experiences/unknown", { ...standard, experienceCity })).toBeNull()
  })

  it("move a page inside a city to /experiences/{slug} in the supplier layouts", () => {
    expect(resolveRedirect("/things-to-do-in-riyadh/x", supplier)).toEqual(go("/experiences/x"))
    expect(resolveRedirect("/en/things-to-do-in-riyadh/x", supplier)).toEqual(
      go("/en/experiences/x"),
    )
    expect(resolveRedirect("/things-to-do-in-riyadh", supplier)).toBeNull()
  })
})

describe("English slugs", () => {
  const paths = localisedPaths(
    {
      categories: [{ es: "cruceros", en: "cruises" }],
      blogPosts: [{ es: "alula-en-tres-dias", en: "alula-in-three-days" }],
      experiences: [{ city: "riyadh", slug: "senderismo-dunas-atardecer", slugEn: "sunset-hike" }],
      tourPackages: [{ es: "riad-en-cuatro-dias", en: "riyadh-in-four-days" }],
      combos: [{ es: "combo-dunas-de-riad", en: "riyadh-dunes-combo" }],
    },
    false,
  )
  const localise = (locale: Locale, path: string) => localiseSitePath(paths, locale, path)
  const withSlugs = { ...standard, localise }

  it("send an English URL with a Spanish slug to the English page, permanently", () => {
    expect(resolveRedirect("/en/cruceros", withSlugs)).toEqual(go("/en/cruises"))
    expect(resolveRedirect("/en/blog/alula-en-tres-dias/", withSlugs)).toEqual(
      go("/en/blog/alula-in-three-days"),
    )
    expect(
      resolveRedirect("/en/things-to-do-in-riyadh/senderismo-dunas-atardecer", withSlugs),
    ).toEqual(go("/en/things-to-do-in-riyadh/sunset-hike"))
    expect(resolveRedirect("/en/riyadh/senderismo-dunas-atardecer", withSlugs)).toEqual(
      go("/en/things-to-do-in-riyadh/sunset-hike"),
    )
  })

  it("do the same for every page type: tour packages, combos, a category's pages", () => {
    expect(resolveRedirect("/en/combos/combo-dunas-de-riad", withSlugs)).toEqual(
      go("/en/combos/riyadh-dunes-combo"),
    )
    expect(resolveRedirect("/en/tour-packages/riad-en-cuatro-dias", withSlugs)).toEqual(
      go("/en/tour-packages/riyadh-in-four-days"),
    )
    expect(resolveRedirect("/en/paquetes-de-viaje/riad-en-cuatro-dias", withSlugs)).toEqual(
      go("/en/tour-packages/riyadh-in-four-days"),
    )
    expect(resolveRedirect("/en/paquetes-de-viaje/riyadh-in-four-days", withSlugs)).toEqual(
      go("/en/tour-packages/riyadh-in-four-days"),
    )
    expect(resolveRedirect("/en/paquetes-de-viaje", withSlugs)).toEqual(go("/en/tour-packages"))
    expect(resolveRedirect("/en/cruceros/page/2", withSlugs)).toEqual(go("/en/cruises/page/2"))
    expect(resolveRedirect("/combos/riyadh-dunes-combo", withSlugs)).toEqual(
      go("/combos/combo-dunas-de-riad"),
    )
    expect(resolveRedirect("/tour-packages/riad-en-cuatro-dias", withSlugs)).toEqual(
      go("/paquetes-de-viaje/riad-en-cuatro-dias"),
    )
    expect(resolveRedirect("/cruises/page/2", withSlugs)).toEqual(go("/cruceros/page/2"))
    for (const page of [
      "/en/combos/riyadh-dunes-combo",
      "/en/tour-packages/riyadh-in-four-days",
      "/combos/combo-dunas-de-riad",
      "/paquetes-de-viaje/riad-en-cuatro-dias",
      "/en/cruises/page/2",
      "/cruceros/page/2",
    ]) {
      expect(resolveRedirect(page, withSlugs), page).toBeNull()
    }
  })

  it("send a Spanish URL with an English slug to the Spanish page, and leave pages alone", () => {
    expect(resolveRedirect("/cruises", withSlugs)).toEqual(go("/cruceros"))
    expect(resolveRedirect("/en/cruises", withSlugs)).toBeNull()
    expect(resolveRedirect("/cruceros", withSlugs)).toBeNull()
    expect(resolveRedirect("/en/about", withSlugs)).toBeNull()
  })
})
