import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

/**
 * Every declared dependency is used (issue 28: `@sentry/browser` was declared
 * and imported nowhere). A simple scan: a package counts as used when a file
 * of its workspace names it in an import, a require, a config or a script.
 * Tools used only through their command or by another tool are listed in
 * TOOLS with the reason.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

/** Packages no file imports by name, and why they are declared. */
const TOOLS = {
  "@astrojs/check": "astro check (npm run site:typecheck) loads it",
  "@types/node": "types for tsc",
  "@types/react": "types for tsc",
  "@types/react-dom": "types for tsc",
  "@types/smtp-server": "types for tsc",
  "@types/jest": "types for tsc (commerce's integration specs)",
  "@types/mjml": "types for tsc",
  "@types/nodemailer": "types for tsc",
  "@types/qrcode": "types for tsc",
  "@medusajs/cli": "the `medusa` command of commerce's scripts",
  "@swc/core": "compiles commerce for jest (@swc/jest) and Medusa's ts-node",
  "react-dom": "rendered by Medusa's admin and Astro's React integration",
  typescript: "tsc",
  "ts-node": "Medusa's TypeScript loader in development",
  vite: "Medusa's admin build",
  "prettier-plugin-astro": "named in .prettierrc",
  jest: "commerce's integration runner (npm test -- integration)",
  prettier: "the `prettier` command (npm run format)",
  turbo: "the `turbo` command (npm run build, typecheck, lint)",
  react: "the Studio's React (a peer dependency of sanity)",
  "styled-components": "a peer dependency of sanity",
}

/** Workspaces and the folders their code lives in (the root package is the storefront and the scripts). */
const WORKSPACES = {
  ".": [
    "site",
    "scripts",
    "*.mjs",
    "*.js",
    "*.ts",
    "*.json",
    ".prettierrc",
    "commerce/integration-tests",
  ],
  commerce: ["commerce"],
  cms: ["cms"],
  "packages/shared": ["packages/shared"],
}

/** The text of every tracked file of a workspace (generated data left out). */
function textOf(paths) {
  const files = execFileSync("git", ["ls-files", "--", ...paths], { cwd: ROOT, encoding: "utf8" })
    .split("\n")
    .filter((file) => file && !file.endsWith("package.json") && !file.endsWith("package-lock.json"))
    .filter(
      (file) =>
        !file.startsWith("cms/dataset/") &&
        /\.(ts|tsx|mjs|js|cjs|astro|css|json|yml|yaml)$|rc$/.test(file),
    )
  return files.map((file) => readFileSync(path.join(ROOT, file), "utf8")).join("\n")
}

describe("declared dependencies are used", () => {
  for (const [workspace, paths] of Object.entries(WORKSPACES)) {
    it(`${workspace === "." ? "the root" : workspace} uses every package it declares`, () => {
      const manifest = JSON.parse(readFileSync(path.join(ROOT, workspace, "package.json"), "utf8"))
      const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
      const text = textOf(paths)
      const named = (name) =>
        new RegExp(`["'\`]${name.replace(/[/.]/g, "\\$&")}(?:/[^"'\`]*)?["'\`]`).test(text)
      const unused = declared.filter((name) => !(name in TOOLS) && !named(name))
      expect(unused).toEqual([])
    })
  }

  it("lists in TOOLS only packages some workspace declares", () => {
    const declared = Object.keys(WORKSPACES).flatMap((workspace) => {
      const manifest = JSON.parse(readFileSync(path.join(ROOT, workspace, "package.json"), "utf8"))
      return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
    })
    expect(Object.keys(TOOLS).filter((name) => !declared.includes(name))).toEqual([])
  })
})

describe("declared versions", () => {
  it('no workspace declares a dependency as "latest" or "*" (a new lock would take whatever is newest)', () => {
    const loose = Object.keys(WORKSPACES).flatMap((workspace) => {
      const manifest = JSON.parse(readFileSync(path.join(ROOT, workspace, "package.json"), "utf8"))
      return Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })
        .filter(([, range]) => range === "latest" || range === "*" || range === "")
        .map(([name, range]) => `${workspace}: ${name}@${range}`)
    })
    expect(loose).toEqual([])
  })
})
