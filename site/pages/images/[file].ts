import { readdir, readFile } from "node:fs/promises"
import path from "node:path"
import type { APIRoute, GetStaticPaths } from "astro"
import { localDatasetDir } from "../../lib/content/source"

const TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
}
const imagesDir = () => path.join(localDatasetDir(), "images")

/** The local dataset's images, copied into the build at /images/<file>. */
export const getStaticPaths = (async () => {
  const files = await readdir(imagesDir())
  return files.filter((file) => path.extname(file) in TYPES).map((file) => ({ params: { file } }))
}) satisfies GetStaticPaths

export const GET: APIRoute = async ({ params }) => {
  const file = params.file!
  const body = await readFile(path.join(imagesDir(), file))
  return new Response(body, { headers: { "Content-Type": TYPES[path.extname(file)]! } })
}
