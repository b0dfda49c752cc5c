import { defineConfig } from "vitest/config"

/** Unit tests: pure logic of the site, the start scripts, commerce helpers and the content dataset. */
export default defineConfig({
  test: {
    include: [
      "site/**/*.test.ts",
      "scripts/**/*.test.mjs",
      "commerce/src/lib/**/*.test.ts",
      "commerce/src/admin/**/*.test.ts",
      "commerce/src/modules/**/*.test.ts",
      "commerce/src/scripts/**/*.test.ts",
      "commerce/integration-tests/http/*.test.ts",
      "cms/**/*.test.ts",
      "packages/**/*.test.ts",
    ],
    exclude: ["**/node_modules/**", "site/e2e/**"],
    // Files and cases run in a shuffled order (issue 28: no case may depend on another's leftovers);
    // the seed is fixed so a run is repeatable, and UNIT_SHUFFLE_SEED tries another order.
    sequence: { shuffle: true, seed: Number(process.env.UNIT_SHUFFLE_SEED || 20261127) },
    // Unit tests share the runner with the other suites (run in parallel): room for a busy CPU.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
