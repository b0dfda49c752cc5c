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
 * The cookie lasts 365 days with SameSite=Lax.
 */
export const LOCALE_COOKIE_SCRIPT = [
  "(function(){var d=document,m=d.cookie.match(/(?:^|; )locale=(es|en)/),c=m&&m[1],",
  'set=function(v){d.cookie="locale="+v+";path=/;max-age=31536000;samesite=lax"};',
  'if(location.pathname=="/"&&d.referrer.indexOf(location.origin+"/")){',
  "var w=c||(navigator.languages||[navigator.language]).map(function(x){return x.slice(0,2).toLowerCase()})",
  '.filter(function(x){return x=="es"||x=="en"})[0]||"es";',
  'if(!c)set(c=w);if(w=="en")return location.replace("/en")}',
  'if(!c)set(d.documentElement.lang=="en"?"en":"es");',
  'd.addEventListener("click",function(e){var a=e.target.closest&&e.target.closest("a[data-locale-switch]");',
  'if(a){set(a.hreflang);if(location.search&&a.href.indexOf("?")<0)a.href+=location.search}})})()',
].join("")
