import type { LocalImageService } from "astro"
import sharpService from "astro/assets/services/sharp"
import { scaleSvg } from "./svg-scale"

const isSvgSource = (src: unknown) =>
  (typeof src === "object" || typeof src === "function") &&
  src !== null &&
  (src as { format?: string }).format === "svg"

const looksLikeSvg = (input: Uint8Array) =>
  /<svg\b/i.test(
    Buffer.from(input.buffer, input.byteOffset, Math.min(input.byteLength, 1024)).toString("utf8"),
  )

/**
 * Astro's sharp service, with the dataset's SVG images treated as vectors:
 * their srcset keeps every breakpoint above their nominal width, and each
 * width is drawn from the vector (sharp would otherwise refuse to enlarge, or
 * enlarge a blurry bitmap). Raster sources behave exactly as with sharp.
 */
const service: LocalImageService = {
  ...sharpService,
  getSrcSet(options, imageConfig, logger) {
    const src = isSvgSource(options.src)
      ? { ...(options.src as object), width: Number.MAX_SAFE_INTEGER }
      : options.src
    return sharpService.getSrcSet!({ ...options, src } as typeof options, imageConfig, logger)
  },
  async transform(input, options, imageConfig, logger) {
    const { width, height, format } = options as {
      width?: number
      height?: number
      format?: string
    }
    const raster = format && format !== "svg"
    const scaled =
      raster && width && height && looksLikeSvg(input)
        ? new TextEncoder().encode(scaleSvg(Buffer.from(input).toString("utf8"), width, height))
        : input
    return sharpService.transform(scaled, options, imageConfig, logger)
  },
}

export default service
