import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

/**
 * The README is a door, not a manual, and the manual's pages link to each
 * other: this fails when the README grows past 10 KB, when it stops leading in
 * one click to the heading where each fact a newcomer looks for lives, or when
 * a relative link in README.md or docs/*.md (or its #anchor, when it names a
 * markdown file's heading) points at nothing.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const README_MAX_BYTES = 10 * 1024

/** Issue 28's "Done means": facts a newcomer finds from the README in one step, and the heading that holds each. */
export const README_FACTS = {
  "A hold's length": "docs/booking.md#how-long-a-hold-lasts",
  "The Spanish copy of an error": "docs/contributing.md#the-spanish-copy-of-an-error",
  "The cancellation deadline rule": "docs/accounts.md#the-cancellation-deadline-rule",
  "How a card payment becomes an order": "docs/payments.md#how-a-card-payment-becomes-an-order",
  "Which redirect applies to a path": "docs/catalogue.md#redirect-rules",
}

/** The markdown files whose links are checked: README.md and every page of docs/. */
function markdownFiles(root) {
  const docs = path.join(root, "docs")
  const pages = existsSync(docs)
    ? readdirSync(docs)
        .filter((name) => name.endsWith(".md"))
        .map((name) => path.join(docs, name))
    : []
  return [path.join(root, "README.md"), ...pages]
}

/** The text outside fenced code blocks and inline code, where a link is a link. */
function prose(markdown) {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/`[^`\n]*`/g, "")
}

/** Every inline link and image target (`[text](target)`), in order. */
export function linkTargets(markdown) {
  return [...prose(markdown).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (m) => m[1],
  )
}

/** GitHub's anchors for a markdown file's headings (lower case, punctuation dropped, spaces as hyphens, repeats numbered). */
export function headingAnchors(markdown) {
  const seen = new Map()
  const anchors = new Set()
  for (const [, text] of prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = text
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-")
    const n = seen.get(base) ?? 0
    seen.set(base, n + 1)
    anchors.add(n === 0 ? base : `${base}-${n}`)
  }
  return anchors
}

/** The relative links of one markdown file that point at a missing file or heading, as `target` strings. */
export function brokenLinks(file) {
  const markdown = readFileSync(file, "utf8")
  const broken = []
  for (const target of linkTargets(markdown)) {
    if (/^[a-z][a-z\d+.-]*:/i.test(target)) continue // http:, https:, mailto:
    const [pathPart, anchor] = decodeURI(target).split("#")
    const resolved = pathPart ? path.resolve(path.dirname(file), pathPart.split("?")[0]) : file
    if (!existsSync(resolved)) {
      broken.push(target)
      continue
    }
    if (anchor && resolved.endsWith(".md") && statSync(resolved).isFile()) {
      if (!headingAnchors(readFileSync(resolved, "utf8")).has(anchor.toLowerCase()))
        broken.push(target)
    }
  }
  return broken
}

describe("the README and docs/", () => {
  it("keep the README a door: at most 10 KB", () => {
    const bytes = statSync(path.join(ROOT, "README.md")).size
    expect(
      bytes,
      `README.md is ${bytes} bytes; move the detail into a docs/ page`,
    ).toBeLessThanOrEqual(README_MAX_BYTES)
  })

  it("lead from the README in one click to the heading where each fact lives", () => {
    const readme = readFileSync(path.join(ROOT, "README.md"), "utf8")
    const targets = linkTargets(readme)
    const missing = Object.entries(README_FACTS).flatMap(([fact, target]) => {
      const [file, anchor] = target.split("#")
      const linked = readme.includes(`**${fact}**`) && targets.includes(target)
      const heading = headingAnchors(readFileSync(path.join(ROOT, file), "utf8")).has(anchor)
      return linked && heading ? [] : [`${fact} -> ${target}`]
    })
    expect(missing, "each fact is a bold line of the README linking to its heading").toEqual([])
  })

  it("have every relative link (and its #anchor) point at something that exists", () => {
    const broken = markdownFiles(ROOT).flatMap((file) =>
      brokenLinks(file).map((target) => `${path.relative(ROOT, file)}: ${target}`),
    )
    expect(broken).toEqual([])
  })

  it("finds a link to a missing page or heading, and leaves code and web links alone", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sendero-docs-"))
    writeFileSync(
      path.join(dir, "other.md"),
      "# Other page\n\n## Card payments\n\n## Card payments\n",
    )
    const page = path.join(dir, "page.md")
    writeFileSync(
      page,
      [
        "[ok](other.md) [ok](other.md#card-payments) [ok](other.md#card-payments-1) [ok](#a-page)",
        "[gone](missing.md) [no heading](other.md#payments) ![gone](img/x.png) [web](https://example.com/x.md)",
        "`[code](nowhere.md)`",
        "```md\n[fenced](nowhere.md)\n```",
        "# A page",
      ].join("\n"),
    )
    expect(brokenLinks(page)).toEqual(["missing.md", "other.md#payments", "img/x.png"])
  })
})
