import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"

/**
 * The GROQ queries TypeGen types live in cms/queries/ (issue 28: TypeGen one way), so the site
 * imports them by package name and writes none of its own here: a query written in the site
 * would run untyped, and TypeGen (which reads only cms files) would not see it.
 */
const definesQuery = (source: string) => /\bdefineQuery\s*\(|select\(\s*\$locale\s*==/.test(source)

describe("the site's content code sends the Studio's queries", () => {
  it("defines no GROQ query of its own", () => {
    expect(definesQuery('export const q = defineQuery(`*[_type == "city"]`)')).toBe(true)
    expect(definesQuery('`"name": select($locale == "en" => name.en, name.es)`')).toBe(true)
    expect(definesQuery('import { citiesQuery } from "@sendero/cms/queries/catalogue"')).toBe(false)
    const files = readdirSync(__dirname).filter(
      (file) => /\.ts$/.test(file) && !/\.(test|bench)\.ts$/.test(file),
    )
    const found = files.filter((file) =>
      definesQuery(readFileSync(path.join(__dirname, file), "utf8")),
    )
    expect(found).toEqual([])
  })
})
