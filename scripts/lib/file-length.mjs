import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"

/** A file past this many lines is asking to be split (STYLE.md, docs/contributing.md). */
export const MAX_LINES = 300

/** Source files the length check reads. */
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|astro)$/

/** Written by tools, not people: Sanity TypeGen, database migrations, the exported dataset. */
export const GENERATED = [
  /^cms\/sanity\.types\.ts$/,
  /^cms\/dataset\//,
  /^commerce\/src\/modules\/[^/]+\/migrations\//,
]

/** Lines of a text as `wc -l` counts them, plus an unterminated last line. */
export function countLines(text) {
  if (!text) return 0
  const newlines = text.match(/\n/g)?.length ?? 0
  return text.endsWith("\n") ? newlines : newlines + 1
}

/**
 * What is wrong with the house's file lengths: a file over `max` lines not in `allowed`, a file in
 * `allowed` grown past the length it was allowed, and an entry of `allowed` whose file is now
 * `max` lines or fewer, or gone (the list only shrinks). A listed file that shrank but is still
 * long passes: its entry may be lowered, it need not be.
 * @param {Record<string, number>} lengths each source file's lines, by path
 * @param {Record<string, number>} allowed the long files there when the check was written, with their lines
 */
export function lengthProblems(lengths, allowed, max = MAX_LINES) {
  const problems = []
  for (const [file, lines] of Object.entries(lengths)) {
    if (lines <= max) continue
    if (!(file in allowed)) problems.push(`${file}: ${lines} lines, over ${max}: split it`)
    else if (lines > allowed[file])
      problems.push(`${file}: ${lines} lines, longer than the ${allowed[file]} allowed: split it`)
  }
  for (const file of Object.keys(allowed)) {
    if (!(file in lengths)) problems.push(`${file}: listed as long but gone: drop it from the list`)
    else if (lengths[file] <= max)
      problems.push(`${file}: ${lengths[file]} lines now: drop it from the list`)
  }
  return problems
}

/** Each non-generated source file of the repository (tracked or new, not ignored) and its lines. */
export function sourceLengths(root) {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter((file) => SOURCE.test(file) && !GENERATED.some((pattern) => pattern.test(file)))
  const lengths = {}
  for (const file of files) {
    let text
    try {
      text = readFileSync(path.join(root, file), "utf8")
    } catch {
      continue // deleted in the working tree
    }
    lengths[file] = countLines(text)
  }
  return lengths
}
