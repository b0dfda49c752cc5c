import { defineConfig } from "vitest/config"

/**
 * Scale: two Medusa servers and a worker on Redis and one database (see
 * scripts/test.mjs). The race's 200 buyers run here too, across both servers.
 */
export default defineConfig({
  test: {
    include: [
      "commerce/integration-tests/race/*.race.test.ts",
      "commerce/integration-tests/scale/*.scale.test.ts",
    ],
    // The card buyers' and the combos' races run in the race suite only: on Redis their return
    // pages and combo holds are not proven yet (see the closing note).
    exclude: [
      "commerce/integration-tests/race/card-buyers.race.test.ts",
      "commerce/integration-tests/race/combo.race.test.ts",
    ],
    testTimeout: 200_000,
    fileParallelism: false,
  },
})
