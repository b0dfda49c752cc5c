import type { APIRoute } from "astro"

/** The site icon: a dune under the sun in the brand colours (browsers ask for one on every page). */
const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#8f3f1e"/><circle cx="22" cy="11" r="4.5" fill="#f4ead9"/><path d="M2 26c6-9 13-11 28-5v11H2z" fill="#fbf7f1"/></svg>`

export const GET: APIRoute = () =>
  new Response(ICON, { headers: { "Content-Type": "image/svg+xml" } })
