/**
 * The inline script behind the locale cookie on prerendered pages (spec §2,
 * §9), kept as a string so it ships byte for byte, well under the 1 KB of
 * inline script content pages may carry:
 * - on a visit to the Spanish home page from outside the site, the `locale`
 *   cookie or else the browser's first es/en language decides, and English
 *   goes to /en (deep links are never moved);
 * - anywhere else a missing cookie is set to the page's own language (its
 *   `<html lang>`), so a first visit to /en/... records English;
 * - the language switch (`a[data-locale-switch]`) records the chosen language and carries the
 *   page's query string (a listing's filters) to the other language's page.
 * The cookie lasts 365 days with SameSite=Lax. Pages other than `/` get it
 * without the first visit's branch (`localeCookieScript`).
 */
const START = [
  "(()=>{let d=document,l=location,c=(d.cookie.match(/(^|; )locale=(es|en)/)||[])[2],",
  'S=v=>d.cookie="locale="+v+";path=/;max-age=31536000;samesite=lax";',
]
const FIRST_VISIT = [
  'if(l.pathname=="/"&&d.referrer.indexOf(l.origin+"/")){',
  "let w=c||navigator.languages.map(x=>x.slice(0,2).toLowerCase())",
  '.find(x=>x=="es"||x=="en")||"es";',
  'c||S(c=w);if(w=="en")return l.replace("/en")}',
]
const REST = [
  'c||S(d.documentElement.lang=="en"?"en":"es");',
  'd.addEventListener("click",e=>{let a=e.target.closest?.("a[data-locale-switch]");',
  'a&&(S(a.hreflang),l.search&&!a.href.includes("?")&&(a.href+=l.search))})})()',
]

/** The script of the Spanish home page (`/`), the one page a first visit may move to /en. */
export const LOCALE_COOKIE_SCRIPT = [...START, ...FIRST_VISIT, ...REST].join("")

/**
 * The script of every other page: the same without the first visit's choice,
 * which only ever runs at `/` (its bytes count against content pages' 1 KB).
 */
export const PAGE_LOCALE_COOKIE_SCRIPT = [...START, ...REST].join("")

/** The locale script for a page at `pathname`. */
export const localeCookieScript = (pathname: string) =>
  pathname === "/" ? LOCALE_COOKIE_SCRIPT : PAGE_LOCALE_COOKIE_SCRIPT
