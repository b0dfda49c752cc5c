import { isPortTaken } from "./lib/ports.mjs"

/** `node scripts/ports-free.mjs 9000 4321`: exits 1 naming any port still listened on. */
const taken = []
for (const port of process.argv.slice(2).map(Number)) if (await isPortTaken(port)) taken.push(port)
if (taken.length) {
  console.error(`Still listening: ${taken.join(", ")}`)
  process.exit(1)
}
console.log("All ports free")
