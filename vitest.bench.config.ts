import { defineConfig } from "vitest/config"

/** Benchmarks that print timings beside a baseline of the same run; never part of `npm test`. */
export default defineConfig({
  test: { include: ["site/**/*.bench.ts"], testTimeout: 120_000 },
})
