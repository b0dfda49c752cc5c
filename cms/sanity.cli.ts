import { defineCliConfig } from "sanity/cli"

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || "sendero-local",
    dataset: process.env.SANITY_STUDIO_DATASET || "production",
  },
  /**
   * TypeGen reads the GROQ queries in queries/ and writes their result types next to the schema;
   * the site imports both by package name (one way: no cms file reads the site).
   */
  typegen: {
    path: "./queries/**/*.ts",
    schema: "schema.json",
    generates: "sanity.types.ts",
    overloadClientMethods: true,
  },
})
