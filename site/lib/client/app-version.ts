/** This build's id (astro.config.mjs defines it for every build). */
export const BUILD_ID: string = import.meta.env.SENDERO_BUILD_ID ?? "development"

/** The prerendered file holding the id of the build being served (pages/version.json.ts). */
export const VERSION_PATH = "/version.json"

/** How often an open page asks for the served build id. */
export const VERSION_POLL_MS = 5 * 60_000

/** A path reloads after a failed script at most once in this window. */
export const RELOAD_GUARD_MS = 10_000

/** Whether the body of /version.json names a build other than the page's own. */
export function isNewBuild(pageBuild: string, served: unknown): boolean {
  const build = (served as { build?: unknown } | null)?.build
  return typeof build === "string" && build !== "" && build !== pageBuild
}

/**
 * Whether a failed script on `path` may reload the page now: at most once per
 * path per RELOAD_GUARD_MS, remembered in session storage so the guard
 * survives the reload itself. Records the reload when it allows one.
 */
export function claimReload(
  storage: Pick<Storage, "getItem" | "setItem">,
  path: string,
  now: number,
): boolean {
  const key = `sendero:reload:${path}`
  const last = Number(storage.getItem(key))
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false
  storage.setItem(key, String(now))
  return true
}

const CHUNK_ERRORS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
]

/** Whether an error (a rejection reason or an error event's error) is a script chunk that failed to load. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : ""
  return CHUNK_ERRORS.some((pattern) => pattern.test(message))
}
