import { LISTING_PAGE_SIZE } from "./index-entry"

/** The path of page `page` of a listing (`/things-to-do`, `/things-to-do/page/2`). */
export const listingPagePath = (basePath: string, page: number) =>
  page <= 1 ? basePath : `${basePath.replace(/\/$/, "")}/page/${page}`

/** The numbers of a listing's pages after the first (each prerendered at /page/N). */
export const morePages = (total: number, pageSize = LISTING_PAGE_SIZE) =>
  Array.from({ length: Math.max(0, Math.ceil(total / pageSize) - 1) }, (_, i) => i + 2)
