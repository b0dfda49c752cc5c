/**
 * Imports cms/dataset (Sanity's export format) into a Sanity project: uploads
 * every image the `_sanityAsset` placeholders name, turns each placeholder into
 * a reference to its uploaded asset and writes every document, drafts included,
 * with `createOrReplace` in transactions of at most 100 mutations.
 *
 * Idempotent: a second run replaces each document with the same content, and
 * the Content Lake answers an upload of bytes it already holds with the asset it
 * stored the first time (asset ids derive from the file's SHA-1), so nothing
 * is duplicated.
 *
 * Run: npm run dataset:import -w cms (needs SANITY_PROJECT_ID, SANITY_DATASET,
 * SANITY_API_TOKEN with write access; SANITY_API_HOST is optional)
 */
import { access, readFile } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { createClient, type Mutation, type SanityClient } from "@sanity/client"
import { importOrder, unsetPath, walk, type Doc } from "./import-order.ts"

/** The Content Lake accepts more, but small transactions keep each request and its failure small. */
export const BATCH_SIZE = 100
/** Files uploaded side by side. */
const UPLOAD_CONCURRENCY = 4
const API_VERSION = "2025-02-19"

const PLACEHOLDER = /^(image|file)@file:\/\/\.\/(.+)$/
const CONTENT_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
}

export const DEFAULT_DATASET_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "dataset",
)

/** What one run wrote. */
export type ImportSummary = {
  documents: number
  assets: number
  transactions: number
}

type Asset = { kind: "image" | "file"; file: string }

async function readDocuments(dir: string): Promise<Doc[]> {
  const text = await readFile(path.join(dir, "data.ndjson"), "utf8")
  const documents = text
    .split("\n")
    .filter((line) => line.trim())
    .map((line, index) => {
      try {
        return JSON.parse(line) as Doc
      } catch (error) {
        throw new Error(`data.ndjson line ${index + 1} is not JSON: ${(error as Error).message}`, {
          cause: error,
        })
      }
    })
  const seen = new Set<string>()
  for (const doc of documents) {
    if (typeof doc._id !== "string" || typeof doc._type !== "string")
      throw new Error(
        `data.ndjson holds a document without _id or _type: ${JSON.stringify(doc).slice(0, 80)}`,
      )
    if (seen.has(doc._id)) throw new Error(`data.ndjson holds document ${doc._id} twice`)
    seen.add(doc._id)
  }
  return documents
}

/** Every asset file the placeholders name, keyed by placeholder; fails before anything is written. */
function collectAssets(documents: Doc[], dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>()
  const root = path.resolve(dir)
  for (const doc of documents) {
    for (const { value } of walk(doc)) {
      const placeholder = value._sanityAsset
      if (typeof placeholder !== "string" || assets.has(placeholder)) continue
      const match = PLACEHOLDER.exec(placeholder)
      const file = match && path.resolve(root, match[2])
      if (!match || !file || !file.startsWith(root + path.sep))
        throw new Error(
          `${doc._id}: asset placeholder "${placeholder}" is not image@file://./<file in ${dir}>`,
        )
      assets.set(placeholder, { kind: match[1] as Asset["kind"], file })
    }
  }
  return assets
}

async function uploadAssets(
  client: SanityClient,
  assets: Map<string, Asset>,
  log: (line: string) => void,
): Promise<Map<string, string>> {
  // Several placeholders may name one file: upload each file once.
  const files = new Map<string, Asset>()
  for (const asset of assets.values()) files.set(`${asset.kind}:${asset.file}`, asset)
  const queue = [...files.entries()]
  const uploaded = new Map<string, string>()
  let failed = false
  const upload = async () => {
    // Once one upload fails the import stops: the other workers take no more files.
    for (let next = queue.shift(); next && !failed; next = queue.shift()) {
      const [key, { kind, file }] = next
      const body = await readFile(file)
      const document = await client.assets
        .upload(kind, body, {
          filename: path.basename(file),
          contentType: CONTENT_TYPES[path.extname(file).toLowerCase()],
        })
        .catch((error: Error) => {
          failed = true
          throw new Error(`upload of ${path.basename(file)} failed: ${error.message}`, {
            cause: error,
          })
        })
      uploaded.set(key, document._id)
      if (uploaded.size % 10 === 0 || uploaded.size === files.size)
        log(`uploaded ${uploaded.size}/${files.size} files`)
    }
  }
  await Promise.all(Array.from({ length: Math.min(UPLOAD_CONCURRENCY, files.size) }, upload))
  const byPlaceholder = new Map<string, string>()
  for (const [placeholder, asset] of assets)
    byPlaceholder.set(placeholder, uploaded.get(`${asset.kind}:${asset.file}`)!)
  return byPlaceholder
}

/** A copy of `value` with each `_sanityAsset` placeholder replaced by a reference to its uploaded asset. */
function withAssets(value: unknown, assetIds: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => withAssets(item, assetIds))
  if (!value || typeof value !== "object") return value
  const { _sanityAsset: placeholder, ...fields } = value as Record<string, unknown>
  const copy: Record<string, unknown> = {}
  for (const [field, child] of Object.entries(fields)) copy[field] = withAssets(child, assetIds)
  if (typeof placeholder !== "string") return copy
  const kind = placeholder.startsWith("file@") ? "file" : "image"
  // A named image type (accessibleImage) keeps its _type; a bare placeholder becomes a plain image.
  return {
    _type: kind,
    ...copy,
    asset: { _type: "reference", _ref: assetIds.get(placeholder) },
  }
}

async function commitInBatches(
  client: SanityClient,
  mutations: Mutation[],
  label: string,
  log: (line: string) => void,
): Promise<number> {
  let transactions = 0
  // In order, one at a time: a batch may reference documents that an earlier batch wrote.
  for (let start = 0; start < mutations.length; start += BATCH_SIZE) {
    const batch = mutations.slice(start, start + BATCH_SIZE)
    await client.transaction(batch).commit({ returnDocuments: false })
    transactions += 1
    log(`${label} ${Math.min(start + BATCH_SIZE, mutations.length)}/${mutations.length}`)
  }
  return transactions
}

/**
 * Imports the dataset directory `dir` through `client` (which must have a token
 * with write access). Resolves once every document is written.
 */
export async function importDataset({
  client,
  dir = DEFAULT_DATASET_DIR,
  log = () => {},
}: {
  client: SanityClient
  dir?: string
  log?: (line: string) => void
}): Promise<ImportSummary> {
  const documents = await readDocuments(dir)
  const assets = collectAssets(documents, dir)
  const files = [...new Set([...assets.values()].map((asset) => asset.file))]
  await Promise.all(
    files.map((file) =>
      access(file).catch((error: Error) => {
        throw new Error(`asset file ${path.relative(dir, file)} is missing`, { cause: error })
      }),
    ),
  )
  log(`${documents.length} documents, ${files.length} asset files in ${dir}`)

  const assetIds = await uploadAssets(client, assets, log)
  const ready = documents.map((doc) => withAssets(doc, assetIds) as Doc)
  const { ordered, weakened } = importOrder(ready)

  let transactions = await commitInBatches(
    client,
    ordered.map((doc) => ({ createOrReplace: doc })),
    "wrote documents",
    log,
  )
  if (weakened.length) {
    const strengthen: Mutation[] = weakened.map(({ id, paths }) => ({
      patch: { id, unset: paths.map(unsetPath) },
    }))
    transactions += await commitInBatches(client, strengthen, "strengthened references of", log)
  }
  const summary = {
    documents: documents.length,
    assets: new Set(assetIds.values()).size,
    transactions,
  }
  log(
    `imported ${summary.documents} documents and ${summary.assets} assets in ${summary.transactions} transactions`,
  )
  return summary
}

/** A write client from SANITY_PROJECT_ID, SANITY_DATASET, SANITY_API_TOKEN and optional SANITY_API_HOST. */
export function clientFromEnv(env: NodeJS.ProcessEnv = process.env): SanityClient {
  const missing = ["SANITY_PROJECT_ID", "SANITY_DATASET", "SANITY_API_TOKEN"].filter(
    (name) => !env[name],
  )
  if (missing.length)
    throw new Error(`Set ${missing.join(", ")} to import the dataset (see .env.example)`)
  const apiHost = env.SANITY_API_HOST
  return createClient({
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    token: env.SANITY_API_TOKEN,
    apiVersion: API_VERSION,
    useCdn: false,
    ...(apiHost
      ? {
          apiHost,
          // A local stand-in cannot answer on <projectId>.localhost subdomains.
          useProjectHostname: !/^https?:\/\/(localhost|127\.|\[::1\])/.test(apiHost),
        }
      : {}),
  })
}

async function main() {
  const dir = path.resolve(process.argv[2] ?? DEFAULT_DATASET_DIR)
  const started = performance.now()
  try {
    await importDataset({ client: clientFromEnv(), dir, log: (line) => console.log(line) })
  } catch (error) {
    // fetch hides the network reason (ECONNREFUSED, ENOTFOUND) in the cause chain.
    let reason = (error as Error).message
    for (let cause = (error as Error).cause; cause instanceof Error; cause = cause.cause)
      if (!reason.includes(cause.message)) reason += ` (${cause.message})`
    console.error(`dataset:import failed: ${reason}`)
    process.exitCode = 1
    return
  }
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await main()
