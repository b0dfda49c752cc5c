import { PUBLIC_SITE_LAYOUT } from "astro:env/client"
import { defineMiddleware } from "astro:middleware"
import { splitLocale } from "./i18n"
import { experienceCities, pathsByLanguage, redirectRules } from "./lib/catalogue"
import { localiseSitePath } from "./lib/routing/localised-paths"
import { resolveRedirect } from "./lib/routing/redirects"

const YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * Runs for on-demand requests only (prerendered pages are files): unknown
 * paths reach it because 404.astro is on demand. It does two things: the
 * redirect rules of spec §2 (logic in lib/routing/redirects.ts) and the locale
 * cookie, set to the language of the requested page when missing (a first
 * visit to /en/... records English).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next()

  const [rules, cities, paths] = await Promise.all([
    redirectRules(),
    experienceCities(),
    pathsByLanguage(),
  ])
  const decision = resolveRedirect(context.url.pathname, {
    layout: PUBLIC_SITE_LAYOUT,
    rules,
    experienceCity: (slug) => cities.get(slug),
    localise: (locale, path) => localiseSitePath(paths, locale, path),
  })
  if (decision) {
    const external = /^[a-z][a-z\d+.-]*:\/\//i.test(decision.location)
    return context.redirect(
      external ? decision.location : decision.location + context.url.search,
      decision.status,
    )
  }

  if (!context.cookies.has("locale")) {
    context.cookies.set("locale", splitLocale(context.url.pathname).locale, {
      path: "/",
      maxAge: YEAR_SECONDS,
      sameSite: "lax",
    })
  }
  return next()
})
