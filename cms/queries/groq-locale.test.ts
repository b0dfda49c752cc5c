import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { inLocale, langOf, localised } from "./groq-locale"

/** Whether a source writes a localised projection out instead of taking it from groq-locale.ts. */
const writesLocaleSelectOut = (source: string) =>
  /select\(\s*\$locale\s*==/.test(source.replace(/\/\*[\s\S]*?\*\//g, ""))

describe("GROQ fragments for localised fields", () => {
  it("read a field in the page's language with the Spanish fallback, and say which", () => {
    expect(inLocale("title")).toBe(
      'select($locale == "en" => coalesce(title.en, title.es), title.es)',
    )
    expect(langOf("title")).toBe('select($locale == "en" && defined(title.en) => "en", "es")')
    expect(localised("title")).toBe(
      `"title": ${inLocale("title")}, "titleLang": ${langOf("title")}`,
    )
  })

  it("are the one home of select($locale …): no other query file of cms/queries writes one out", () => {
    expect(writesLocaleSelectOut('`"name": select($locale == "en" => name.en, name.es)`')).toBe(
      true,
    )
    expect(writesLocaleSelectOut('/** with `select($locale == "en" => …)` */ `${x}`')).toBe(false)
    const files = readdirSync(__dirname).filter(
      (file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file) && file !== "groq-locale.ts",
    )
    const found = files.filter((file) =>
      writesLocaleSelectOut(readFileSync(path.join(__dirname, file), "utf8")),
    )
    expect(found).toEqual([])
  })
})
