import { execFileSync } from "node:child_process"
import path from "node:path"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/**
 * The catalogue's version as `npm start` reads it before building the site
 * (`catalogueVersion` of scripts/lib/product-commerce.mjs, run in plain Node
 * as the start script runs it), on the test's database.
 */
export function catalogueVersionOf(container: MedusaContainer) {
  const url = String(
    container.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig.databaseUrl,
  )
  const module = path.resolve(__dirname, "../../scripts/lib/product-commerce.mjs")
  const script = `const { catalogueVersion } = await import(${JSON.stringify(module)}); console.log(JSON.stringify(await catalogueVersion(process.argv[1])))`
  return execFileSync(process.execPath, ["--input-type=module", "-e", script, url], {
    encoding: "utf8",
  })
}
