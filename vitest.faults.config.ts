import { defineConfig } from "vitest/config"

/** Faults under load against started processes (see scripts/test.mjs): one case at a time. */
export default defineConfig({
  test: {
    include: ["commerce/integration-tests/faults/*.faults.test.ts"],
    testTimeout: 240_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
})
