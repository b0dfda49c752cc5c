import { defineConfig } from "vitest/config"

/**
 * Scale: two Medusa servers and a worker on Redis and one database (see
 * scripts/test.mjs). The race's 200 buyers run here too, across both servers,
 * the card buyers and the combo buyers included.
 */
export default defineConfig({
  test: {
    include: [
      "commerce/integration-tests/race/*.race.test.ts",
      "commerce/integration-tests/scale/*.scale.test.ts",
    ],
    testTimeout: 200_000,
    fileParallelism: false,
  },
})
