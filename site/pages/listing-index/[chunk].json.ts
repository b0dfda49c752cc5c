import type { APIRoute, GetStaticPaths } from "astro"
import { LOCALES } from "../../i18n"
import { listingIndexFiles } from "../../lib/listing/listing-index"

/**
 * The listing index (lib/listing/listing-index.ts): every listed experience
 * of a language in chunks named by language and place, revalidated by
 * browsers (a catalogue change rewrites them in place), read by every
 * listing's filters in the browser.
 */
export const getStaticPaths = (async () =>
  (await Promise.all(LOCALES.map((locale) => listingIndexFiles(locale)))).flatMap((files) =>
    files.map((file) => ({ params: { chunk: file.name }, props: { body: file.body } })),
  )) satisfies GetStaticPaths

export const GET: APIRoute = ({ props }) =>
  new Response((props as { body: string }).body, {
    headers: { "Content-Type": "application/json" },
  })
