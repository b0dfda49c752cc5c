import { defineCliConfig } from "sanity/cli"

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || "sendero-local",
    dataset: process.env.SANITY_STUDIO_DATASET || "production",
  },
  /** TypeGen reads the site's GROQ queries and writes their result types next to the schema. */
  typegen: {
    path: "../site/lib/content/**/*.ts",
    schema: "schema.json",
    generates: "sanity.types.ts",
    overloadClientMethods: true,
  },
})
