import type { ImageMetadata } from "astro"
import { getImage } from "astro:assets"
import {
  IMAGE_BREAKPOINTS,
  IMAGE_DENSITIES,
  isSanityImage,
  localImageFile,
  sanityImageUrl,
  sanitySrcSet,
  sizeAt,
} from "./image-urls"

/**
 * How an image is laid out: `sizes` for an image whose width follows the
 * viewport (a srcset of every breakpoint), or a fixed CSS `width` in pixels
 * (a srcset of 1x and 2x).
 */
export type ImageLayout = { sizes: string } | { width: number }

/** What an `<img>` needs: webp URLs, srcset, sizes and the intrinsic size. */
export interface ResolvedImage {
  src: string
  srcset: string
  sizes?: string
  width: number
  height: number
}

// The dataset's images as Astro assets, so astro:assets can transform them at build time.
const datasetImages = import.meta.glob<ImageMetadata>(
  "/cms/dataset/images/*.{svg,png,jpg,jpeg,webp}",
  { eager: true, import: "default" },
)
const datasetImage = (file: string) => datasetImages[`/cms/dataset/images/${file}`] ?? null

/**
 * Resolves a content image (`src` as the content queries return it) into
 * webp URLs for a layout: a local dataset image goes through astro:assets
 * (transformed at build time, cached between builds), a Sanity CDN image gets
 * the CDN's own resizing; any other URL is used as it is.
 */
export function resolveImage(
  src: string | null | undefined,
  layout: ImageLayout,
): Promise<ResolvedImage | null> {
  if (!src) return Promise.resolve(null)
  // A build shows each image in the same few layouts on hundreds of pages: resolve each once.
  const key = `${src}\n${"sizes" in layout ? layout.sizes : layout.width}`
  let resolved = resolvedImages.get(key)
  if (!resolved) resolvedImages.set(key, (resolved = resolve(src, layout)))
  return resolved
}

const resolvedImages = new Map<string, Promise<ResolvedImage | null>>()

async function resolve(src: string, layout: ImageLayout): Promise<ResolvedImage | null> {
  const base = sizeAt("width" in layout ? layout.width : 640)
  const sizes = "sizes" in layout ? layout.sizes : undefined
  const file = localImageFile(src)
  if (file) {
    const asset = datasetImage(file)
    if (!asset) return { src: `/images/${file}`, srcset: "", sizes, ...base }
    const image = await getImage({
      src: asset,
      format: "webp",
      ...base,
      ...("sizes" in layout
        ? { widths: [...IMAGE_BREAKPOINTS], sizes }
        : { densities: [...IMAGE_DENSITIES] }),
    })
    return { src: image.src, srcset: image.srcSet.attribute, sizes, ...base }
  }
  if (isSanityImage(src)) {
    return {
      src: sanityImageUrl(src, base),
      srcset: sanitySrcSet(src, "sizes" in layout ? { widths: IMAGE_BREAKPOINTS } : layout),
      sizes,
      ...base,
    }
  }
  return { src, srcset: "", sizes, ...base }
}

/**
 * The image for Open Graph and link previews (1200 x 675 JPEG, which every
 * network accepts), as a site path or absolute URL. Takes a content `src` or a
 * local `/images/<file>` path; other URLs are returned unchanged.
 */
export function socialImageUrl(src: string | null | undefined): Promise<string | null> {
  if (!src) return Promise.resolve(null)
  let url = socialImages.get(src)
  if (!url) socialImages.set(src, (url = socialImage(src)))
  return url
}

const socialImages = new Map<string, Promise<string | null>>()

async function socialImage(src: string): Promise<string | null> {
  const file = localImageFile(src) ?? /^\/images\/([^/]+)$/.exec(src)?.[1] ?? null
  const size = sizeAt(1200)
  if (file) {
    const asset = datasetImage(file)
    if (!asset) return `/images/${file}`
    return (await getImage({ src: asset, format: "jpeg", ...size })).src
  }
  return isSanityImage(src) ? sanityImageUrl(src, { ...size, format: "jpg" }) : src
}
