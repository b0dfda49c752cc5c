/**
 * Behaviours of pages with islands or scripts (listings, experience pages):
 * the view starts at the top after every page load, a script chunk that fails
 * to load reloads the page (at most once per path per 10 s), and a new build
 * is noticed by polling /version.json so the next navigation gets it. Pages
 * without islands ship none of this. Link prefetch is BaseLayout's speculation
 * rules (no JS).
 */
import {
  BUILD_ID,
  claimReload,
  isChunkLoadError,
  isNewBuild,
  VERSION_PATH,
  VERSION_POLL_MS,
} from "./app-version"

// After each page load the view scrolls to the top (spec): the browser restores
// the old position on reload and back otherwise. A #fragment still wins.
if ("scrollRestoration" in history) history.scrollRestoration = "manual"
addEventListener("pageshow", () => {
  if (!location.hash) scrollTo(0, 0)
})

function reloadOnce() {
  let allowed: boolean
  try {
    allowed = claimReload(sessionStorage, location.pathname, Date.now())
  } catch {
    // Storage refused (private mode): a reload could loop, so none.
    allowed = false
  }
  if (allowed) location.reload()
}

// Astro reports an island whose code failed to load (after its own retry) with this event.
addEventListener("astro:hydration-error", (event) => {
  const { error } = (event as CustomEvent<{ error: unknown }>).detail ?? {}
  if (isChunkLoadError(error)) reloadOnce()
})
addEventListener("vite:preloadError", (event) => {
  event.preventDefault()
  reloadOnce()
})
addEventListener("unhandledrejection", (event) => {
  if (isChunkLoadError(event.reason)) reloadOnce()
})
addEventListener(
  "error",
  (event) => {
    const target = event.target
    if (target instanceof HTMLScriptElement && target.src) reloadOnce()
    else if (isChunkLoadError(event.error)) reloadOnce()
  },
  true,
)

// A new build: prefetched pages of the old build are dropped, so the next
// navigation (always a full page load on this site) loads the new build.
let stale = false
async function checkVersion() {
  if (stale || document.visibilityState !== "visible") return
  try {
    const response = await fetch(VERSION_PATH, { cache: "no-store" })
    if (!response.ok) return
    if (isNewBuild(BUILD_ID, await response.json())) {
      stale = true
      document.querySelectorAll('script[type="speculationrules"]').forEach((s) => s.remove())
    }
  } catch {
    // Offline or the server restarting: ask again at the next tick.
  }
}

setInterval(checkVersion, VERSION_POLL_MS)
document.addEventListener("visibilitychange", checkVersion)
