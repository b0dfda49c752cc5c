import { createHash } from "node:crypto"
import { readdir, readFile } from "node:fs/promises"
import path from "node:path"

const SKIP = new Set(["node_modules", ".medusa", "dist", ".astro", ".turbo", ".data", "e2e"])

async function* files(entry) {
  let stat
  try {
    stat = await readdir(entry, { withFileTypes: true })
  } catch (error) {
    if (error.code === "ENOTDIR") return yield entry
    if (error.code === "ENOENT") return
    throw error
  }
  for (const item of stat.sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIP.has(item.name) || item.name.endsWith(".test.ts")) continue
    const full = path.join(entry, item.name)
    if (item.isDirectory()) yield* files(full)
    else yield full
  }
}

/**
 * A content hash of files and folders (paths relative to `root`) plus extra
 * values such as settings baked into a build. Equal hashes mean a build can
 * be reused.
 */
export async function fingerprint(root, entries, extra = {}) {
  const hash = createHash("sha256")
  for (const entry of entries) {
    for await (const file of files(path.join(root, entry))) {
      hash.update(path.relative(root, file))
      hash.update(await readFile(file))
    }
  }
  hash.update(JSON.stringify(extra))
  return hash.digest("hex").slice(0, 16)
}
