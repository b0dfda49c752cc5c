import { visionTool } from "@sanity/vision"
import { defineConfig } from "sanity"
import { structureTool } from "sanity/structure"
import { schemaTypes, SINGLETON_TYPES } from "./schemaTypes"
import { structure } from "./structure"

/** Actions a singleton keeps: it can be edited and published but never duplicated or deleted. */
const SINGLETON_ACTIONS = new Set(["publish", "discardChanges", "restore"])

export default defineConfig({
  name: "sendero",
  title: "Sendero",
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || "sendero-local",
  dataset: process.env.SANITY_STUDIO_DATASET || "production",
  plugins: [structureTool({ structure }), visionTool()],
  schema: {
    types: schemaTypes,
    // A singleton is created by the pinned desk item only, never from "New document".
    templates: (templates) =>
      templates.filter(({ schemaType }) => !SINGLETON_TYPES.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      SINGLETON_TYPES.has(schemaType)
        ? actions.filter(({ action }) => action && SINGLETON_ACTIONS.has(action))
        : actions,
  },
})
