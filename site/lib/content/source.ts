import { readFile } from "node:fs/promises"
import path from "node:path"
import { createClient, type SanityClient } from "@sanity/client"
import { evaluate, parse } from "groq-js"
import { fromMainThread } from "../shared-memo"

type Params = Record<string, unknown>
type Doc = { _id: string; _type: string; [key: string]: unknown }

/**
 * The one switch between content sources: the Content Lake when
 * SANITY_PROJECT_ID and SANITY_DATASET are set, otherwise the dataset kept in
 * cms/dataset (Sanity's export format) evaluated by groq-js. Both receive the
 * same query strings and parameters. Drafts never reach the site.
 */
export async function fetchContent<T>(query: string, params: Params): Promise<T> {
  const client = contentLakeClient()
  if (client) return client.fetch<T>(query, params, { perspective: "published" })
  const key = `${query}\u0000${JSON.stringify(params)}`
  let result = results.get(key)
  if (result) {
    // Most recently used last: the oldest entry is the first to go.
    results.delete(key)
  } else {
    // A prerender worker thread takes the main thread's result when it has one (lib/build).
    result = fromMainThread(`${CONTENT_KEY_PREFIX}${key}`, () => evaluateLocal(query, params))
    result.catch(() => results.delete(key))
  }
  results.set(key, result)
  if (results.size > MAX_CACHED_RESULTS) results.delete(results.keys().next().value!)
  // Each caller gets its own copy: none can change what another one reads.
  return structuredClone(await result) as T
}

/**
 * Results of the local dataset's queries by query and parameters, for the
 * life of the process: the dataset is read once and never changes under it,
 * so the same query with the same parameters always gives the same result (a
 * build asks for a category's page once per page of its listing, and groq-js
 * takes about a second over a large dataset). Bounded: the on-demand server
 * asks with parameters from the request.
 */
const results: Map<string, Promise<unknown>> = ((globalThis as { [key: symbol]: unknown })[
  Symbol.for("sendero.content-results")
] ??= new Map<string, Promise<unknown>>()) as Map<string, Promise<unknown>>
const MAX_CACHED_RESULTS = 2000
/** How a worker thread names a content result when it asks the main thread (lib/build/parallel-prerender.mjs). */
const CONTENT_KEY_PREFIX = "content:"

/**
 * A query of a prerender worker thread that the main thread has no result for
 * yet (lib/build/parallel-prerender.mjs asks here with the key the thread
 * sent): evaluated and kept here, on the main thread, so a thread never loads
 * the dataset itself (267 MB of NDJSON at 50,000 experiences: one copy per
 * process, not one per thread).
 */
function evaluateForThread(key: string): Promise<unknown> {
  const at = key.indexOf("\u0000")
  const query = key.slice(0, at)
  const params = JSON.parse(key.slice(at + 1)) as Params
  let result = results.get(key)
  if (!result) {
    result = evaluateLocal(query, params)
    result.catch(() => results.delete(key))
    results.set(key, result)
    if (results.size > MAX_CACHED_RESULTS) results.delete(results.keys().next().value!)
  }
  return result
}
Object.assign(globalThis, { [Symbol.for("sendero.content-evaluate")]: evaluateForThread })

/** Forgets every cached result (the content benchmark measures the queries themselves). */
export function clearContentCache() {
  results.clear()
}

async function evaluateLocal(query: string, params: Params): Promise<unknown> {
  const { documents, byId } = await localDataset()
  const tree = parse(query, { params })
  const value = await evaluate(tree, {
    dataset: documents,
    params,
    dereference: async ({ _ref }) => byId.get(_ref) ?? null,
  })
  return value.get()
}

let client: SanityClient | null | undefined
function contentLakeClient(): SanityClient | null {
  if (client !== undefined) return client
  const projectId = process.env.SANITY_PROJECT_ID
  const dataset = process.env.SANITY_DATASET
  client =
    projectId && dataset
      ? createClient({
          projectId,
          dataset,
          apiVersion: "2025-01-01",
          token: process.env.SANITY_API_TOKEN,
          useCdn: !process.env.SANITY_API_TOKEN,
          ...(process.env.SANITY_API_HOST ? { apiHost: process.env.SANITY_API_HOST } : {}),
        })
      : null
  return client
}

/** The folder of the local dataset (data.ndjson and images/). */
export function localDatasetDir() {
  return process.env.SANITY_LOCAL_DATASET || path.join(process.cwd(), "cms", "dataset")
}

let loaded: Promise<{ documents: Doc[]; byId: Map<string, Doc> }> | undefined

/**
 * Reads the local dataset again at its next query and forgets every result: the on-demand
 * server calls it (through globalThis, lib/server/entry.mjs) when a whole build was swapped in
 * after a content publish, so its pages (the search) show the published texts.
 */
export function reloadLocalDataset() {
  loaded = undefined
  results.clear()
}
Object.assign(globalThis, { [Symbol.for("sendero.content-reload")]: reloadLocalDataset })
function localDataset() {
  loaded ??= (async () => {
    const dir = localDatasetDir()
    const text = await readFile(path.join(dir, "data.ndjson"), "utf8")
    const documents = text
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as Doc)
      .filter((doc) => !doc._id.startsWith("drafts.") && !doc._id.startsWith("versions."))
    return { documents, byId: new Map(documents.map((doc) => [doc._id, doc])) }
  })()
  return loaded
}
