/** Medusa commands whose process serves and runs jobs for as long as it lives. */
const LONG_RUNNING = new Set(["start", "develop"])

/**
 * Whether this process runs the reconcile jobs at start: it runs scheduled
 * jobs (worker mode `shared` or `worker`; a `server` only answers HTTP) and
 * was started by `medusa start` or `medusa develop` (a `medusa exec` script,
 * a migration or a test's app loads the same modules and must not settle
 * payments on the side).
 */
export function runsJobsAtStart(workerMode: string | undefined, argv: readonly string[]): boolean {
  if (workerMode === "server") return false
  const command = argv.slice(2).find((arg) => !arg.startsWith("-"))
  return command !== undefined && LONG_RUNNING.has(command)
}
