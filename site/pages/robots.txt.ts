import type { APIRoute } from "astro"

/** robots.txt: everything but the order and account screens, and where the sitemap is. */
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL("/sitemap.xml", site).href
  const privatePaths = ["/cart", "/checkout", "/auth", "/search"].flatMap((p) => [p, `/en${p}`])
  const body = [
    "User-agent: *",
    "Allow: /",
    ...privatePaths.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${sitemap}`,
    "",
  ].join("\n")
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } })
}
