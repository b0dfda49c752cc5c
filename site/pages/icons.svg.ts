import type { APIRoute } from "astro"
import { renderIconSprite } from "../lib/ui/sprite"

// A file in the build: pages reference it as /icons.svg?v={hash} (lib/ui/icons.ts),
// so it can be cached for a year.
export const prerender = true

/** The SVG sprite of every icon (spec §1 icon themes plus interface icons). */
export const GET: APIRoute = () =>
  new Response(renderIconSprite(), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  })
