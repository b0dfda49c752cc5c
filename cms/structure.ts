import type { StructureResolver } from "sanity/structure"
import { SINGLETON_TYPES } from "./schemaTypes"

/** Desk: the two singletons pinned on top, then every other document type. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title("Contenido")
    .items([
      S.listItem()
        .title("Ajustes del sitio")
        .id("siteSettings")
        .child(S.document().schemaType("siteSettings").documentId("siteSettings")),
      S.listItem()
        .title("Portada")
        .id("home")
        .child(S.document().schemaType("home").documentId("home")),
      S.divider(),
      ...S.documentTypeListItems().filter((item) => !SINGLETON_TYPES.has(item.getId() ?? "")),
    ])
