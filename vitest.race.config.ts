import { defineConfig } from "vitest/config"

/** The overselling race: runs against two started Medusa servers (see scripts/test.mjs). */
export default defineConfig({
  test: {
    include: ["commerce/integration-tests/race/*.race.test.ts"],
    testTimeout: 180_000,
    // One file after another: the last test checks the whole database.
    fileParallelism: false,
  },
})
