import path from "node:path"
import { fileURLToPath } from "node:url"
import { lengthProblems, MAX_LINES, sourceLengths } from "./lib/file-length.mjs"

/**
 * Every non-generated source file at most MAX_LINES (300) lines: `npm test -- lint` runs this and
 * fails on a new long file. LONG_FILES lists the files that were longer when the check came in
 * (issue 28), each with the length it may not pass; an entry whose file is now short enough or
 * gone fails too, so the list only shrinks. Split a long file by meaning (STYLE.md), then drop
 * its entry.
 */
const LONG_FILES = {}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const problems = lengthProblems(sourceLengths(root), LONG_FILES)
if (problems.length) {
  console.error(
    `Files over ${MAX_LINES} lines (scripts/file-length.mjs):\n${problems.map((p) => `  ${p}`).join("\n")}\n` +
      "Split a long file by meaning (docs/contributing.md); when a listed file's split must wait, " +
      "raise its entry in LONG_FILES in the same commit and say why there.",
  )
  process.exit(1)
}
