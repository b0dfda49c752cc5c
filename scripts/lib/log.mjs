/** Phase-by-phase console output with elapsed times, shared by start and test. */
const started = Date.now()
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

export const log = {
  info: (text) => console.log(`  ${text}`),
  step: (text) => console.log(`▸ ${text}`),
  done: (text, ms) => console.log(`✓ ${text} (${seconds(ms)})`),
  fail: (text) => console.error(`✗ ${text}`),
  total: () => seconds(Date.now() - started),
}

/** Runs one named phase, printing its start, its elapsed time and whether it was skipped. */
export async function phase(name, fn) {
  const t0 = Date.now()
  log.step(`${name}…`)
  try {
    const result = await fn()
    const note = result && typeof result === "object" && result.note ? ` · ${result.note}` : ""
    log.done(`${name}${note}`, Date.now() - t0)
    return result
  } catch (error) {
    error.phase ??= name
    throw error
  }
}

/** An error whose message is the one line a person needs to read. */
export class StartError extends Error {
  constructor(message, details) {
    super(message)
    this.details = details
  }
}
