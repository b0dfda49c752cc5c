/** Widths of a responsive image's srcset (the same list as `image.breakpoints` in astro.config.mjs). */
export const IMAGE_BREAKPOINTS = [320, 640, 768, 1024, 1280, 1536] as const

/** Pixel densities of a fixed-size image's srcset. */
export const IMAGE_DENSITIES = [1, 2] as const

/** Content images are shown at 16:9 everywhere (cards, heroes, galleries, covers). */
export const IMAGE_ASPECT = 16 / 9

/** Width and height of an image of `width` at the content aspect ratio. */
export const sizeAt = (width: number) => ({ width, height: Math.round(width / IMAGE_ASPECT) })

/**
 * The file name of a local dataset image (`image@file://./images/x.svg` → `x.svg`),
 * or null for a Content Lake URL.
 */
export function localImageFile(src: string | null | undefined) {
  const match = src ? /^image@file:\/\/\.\/images\/(.+)$/.exec(src) : null
  return match ? match[1]! : null
}

/** Whether a URL is an image of Sanity's CDN, which resizes and converts on request. */
export const isSanityImage = (src: string) => {
  try {
    return new URL(src).hostname === "cdn.sanity.io"
  } catch {
    return false
  }
}

/**
 * A Sanity CDN image cropped to `width` x `height` in `format` (Sanity's image
 * pipeline: w, h, fit=crop, fm); other query parameters of the URL are kept.
 */
export function sanityImageUrl(
  src: string,
  { width, height, format = "webp" }: { width: number; height: number; format?: "webp" | "jpg" },
) {
  const url = new URL(src)
  url.searchParams.set("w", String(width))
  url.searchParams.set("h", String(height))
  url.searchParams.set("fit", "crop")
  url.searchParams.set("fm", format)
  return url.href
}

/** A Sanity CDN srcset: every breakpoint as a width, or each density of a fixed width. */
export function sanitySrcSet(
  src: string,
  layout: { widths: readonly number[] } | { width: number },
) {
  if ("widths" in layout) {
    return layout.widths.map((w) => `${sanityImageUrl(src, sizeAt(w))} ${w}w`).join(", ")
  }
  return IMAGE_DENSITIES.map((d) => `${sanityImageUrl(src, sizeAt(layout.width * d))} ${d}x`).join(
    ", ",
  )
}

/**
 * `sizes` of an experience card in its grid (content width 1120 px in a
 * max-w-6xl page with 16 px gutters and gaps): three or four columns on large
 * screens, two from 640 px, one below.
 */
export const CARD_SIZES = {
  three:
    "(min-width: 1152px) 363px, (min-width: 1024px) calc(33vw - 21px), (min-width: 640px) calc(50vw - 24px), calc(100vw - 32px)",
  four: "(min-width: 1152px) 268px, (min-width: 1024px) calc(25vw - 20px), (min-width: 640px) calc(50vw - 24px), calc(100vw - 32px)",
} as const
