import type { Locale } from "../../i18n"
import { listedExperiences, type ListedExperience } from "../catalogue"
import { CARD_SIZES } from "../content/image-urls"
import { resolveImage } from "../content/images"
import { indexEntry, type IndexChunk, type IndexEntry } from "./index-entry"
import { joinedTable } from "../shared-memo"

/**
 * Experiences per chunk of the listing index. A listing loads every chunk
 * (filters read the whole catalogue) in parallel, each cached for good under
 * its content hash; chunks keep any one file small and let the first ones be
 * used while the rest arrive.
 */
export const INDEX_CHUNK_SIZE = 2000

/** A chunk of the index with its own table of card images (many experiences share one). */
export async function indexChunk(
  experiences: readonly ListedExperience[],
  from: number,
  locale: Locale,
) {
  const images: [string, string][] = []
  const imageIds = new Map<string, number>()
  const entries: IndexEntry[] = []
  for (const e of experiences) {
    let id: number | undefined
    const resolved = await resolveImage(e.image?.src, { sizes: CARD_SIZES.three })
    if (resolved) {
      const key = `${resolved.src} ${resolved.srcset}`
      id = imageIds.get(key)
      if (id === undefined) {
        id = images.push([resolved.src, resolved.srcset]) - 1
        imageIds.set(key, id)
      }
    }
    entries.push(indexEntry(e, id, locale))
  }
  return { from, images, entries } satisfies IndexChunk
}

export type IndexFile = { name: string; body: string }

const memo = joinedTable<Locale, Promise<IndexFile[]>>()

/**
 * The listing index of a locale as files named by language and place
 * (`es-0`): every listing of the build points at the same files, so a visitor
 * downloads them once for every listing of the site. The names stay when a
 * catalogue change rewrites a chunk (lib/build/regenerate.mjs), so a price
 * edit rewrites the chunk and the listings showing the card, not every
 * listing linking the chunk; the server has browsers revalidate them
 * (site/lib/server/entry.mjs).
 */
export function listingIndexFiles(locale: Locale): Promise<IndexFile[]> {
  let files = memo.get(locale)
  if (!files) {
    files = listedExperiences(locale).then(async (all) => {
      const out: IndexFile[] = []
      for (let from = 0; from < all.length || from === 0; from += INDEX_CHUNK_SIZE) {
        const chunk = await indexChunk(all.slice(from, from + INDEX_CHUNK_SIZE), from, locale)
        const body = JSON.stringify(chunk)
        out.push({ name: `${locale}-${from / INDEX_CHUNK_SIZE}`, body })
      }
      return out
    })
    files.catch(() => memo.delete(locale))
    memo.set(locale, files)
  }
  return files
}

/** The URLs of a locale's index chunks, in rank order. */
export const listingIndexUrls = async (locale: Locale) =>
  (await listingIndexFiles(locale)).map((file) => `/listing-index/${file.name}.json`)
