import { mkdtemp, readFile, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { bundleSiteServer, SITE_SERVER_FILE } from "./bundle-server.mjs"

describe("the site server bundled beside Astro's handler", () => {
  it("inlines our own code (TypeScript of other rooms included); imports only Node and packages", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "site-server-"))
    try {
      await bundleSiteServer(dir)
      const code = await readFile(path.join(dir, SITE_SERVER_FILE), "utf8")
      const imports = [...code.matchAll(/^import .* from "([^"]+)";?$/gm)].map((m) => m[1])
      expect(imports.length).toBeGreaterThan(0)
      for (const specifier of imports) expect(specifier, specifier).toMatch(/^(node:|[a-z@])/)
      // Workspace packages are TypeScript source Node cannot run: inlined (the reporting policy).
      expect(code).not.toMatch(/from "@sendero\//)
      expect(code).toContain("function scrubText(")
      // Astro's handler is read beside the bundle at run time, not bundled into it.
      expect(code).toContain('path.join(serverDir, "entry.mjs")')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
