import { visionTool } from "@sanity/vision"
import { defineConfig } from "sanity"
import { structureTool } from "sanity/structure"
import { schemaTypes } from "./schemaTypes"

export default defineConfig({
  name: "sendero",
  title: "Sendero",
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || "sendero-local",
  dataset: process.env.SANITY_STUDIO_DATASET || "production",
  plugins: [structureTool(), visionTool()],
  schema: { types: schemaTypes },
})
