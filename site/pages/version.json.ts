import type { APIRoute } from "astro"
import { BUILD_ID } from "../lib/client/app-version"

/** This build's id, prerendered: pages with islands poll it to notice a new build (lib/client). */
export const GET: APIRoute = () =>
  new Response(JSON.stringify({ build: BUILD_ID }), {
    headers: { "Content-Type": "application/json" },
  })
