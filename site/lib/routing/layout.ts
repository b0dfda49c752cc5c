/** Page layouts a deployment can choose with PUBLIC_SITE_LAYOUT. */
export const SITE_LAYOUTS = [
  "default",
  "supplier-one",
  "supplier-three",
  "supplier-four",
  "supplier-five",
  "supplier-six",
  "template-four",
  "transparent",
] as const
export type SiteLayout = (typeof SITE_LAYOUTS)[number]

/** Supplier layouts list experiences at /experiences and use the supplier wording. */
export function isSupplierLayout(layout: string): boolean {
  return layout.startsWith("supplier-")
}

/** The path of the all-experiences listing in a layout, without locale prefix. */
export function listingPathFor(layout: string): "/experiences" | "/things-to-do" {
  return isSupplierLayout(layout) ? "/experiences" : "/things-to-do"
}
