import { readFile } from "node:fs/promises"
import path from "node:path"
import { createClient, type SanityClient } from "@sanity/client"
import { evaluate, parse } from "groq-js"
import { fromMainThread } from "../shared-memo"
import {
  indexDocuments,
  narrowQuery,
  orderAttributes,
  type DocumentIndex,
  type Read,
} from "./groq-subsets"

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
  if (results.size > MAX_CACHED_RESULTS) forgetResult(results.keys().next().value!)
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
    if (results.size > MAX_CACHED_RESULTS) forgetResult(results.keys().next().value!)
  }
  return result
}
Object.assign(globalThis, { [Symbol.for("sendero.content-evaluate")]: evaluateForThread })

/** Forgets every cached result (the content benchmark measures the queries themselves). */
export function clearContentCache() {
  results.clear()
}

/** Milliseconds this thread spent evaluating local queries (the render thread's log, render-pages.mjs). */
const evaluated = ((globalThis as { [key: symbol]: unknown })[Symbol.for("sendero.content-ms")] ??=
  { ms: 0, queries: 0 }) as { ms: number; queries: number }

/** What each kept result read: its `*`s and the types of the documents it followed references to. */
const readsOf = new Map<string, { reads: Read[]; followed: Set<string> }>()

function forgetResult(key: string) {
  results.delete(key)
  readsOf.delete(key)
}

async function evaluateLocal(query: string, params: Params, only?: Set<string>): Promise<unknown> {
  const { documents, byId, index } = await localDataset()
  const started = performance.now()
  const reads: Read[] = []
  const followed = new Set<string>()
  // Each `*[_type == ...]` reads that type's documents alone (groq-subsets.ts).
  const tree = narrowQuery(parse(query, { params }), index, reads, only)
  const value = await evaluate(tree, {
    dataset: documents,
    params,
    dereference: async ({ _ref }) => {
      const doc = byId.get(_ref) ?? null
      if (doc) followed.add(doc._type)
      return doc
    },
  })
  const result = await value.get()
  if (!only) readsOf.set(`${query}\u0000${JSON.stringify(params)}`, { reads, followed })
  evaluated.ms += performance.now() - started
  evaluated.queries++
  return result
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

let loaded: Promise<{ documents: Doc[]; byId: Map<string, Doc>; index: DocumentIndex }> | undefined

/**
 * Reads the local dataset again at its next query and forgets every result: the on-demand
 * server calls it (through globalThis, lib/server/entry.mjs) when a whole build was swapped in
 * after a content publish, so its pages (the search) show the published texts.
 */
export function reloadLocalDataset() {
  loaded = undefined
  results.clear()
  readsOf.clear()
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
    return {
      documents,
      byId: new Map(documents.map((doc) => [doc._id, doc])),
      index: indexDocuments(documents),
    }
  })()
  return loaded
}

/**
 * A publish of these documents in the local dataset, without reading the rest again (the
 * regeneration's render thread, lib/build/prerender-worker.mjs): each is read again from the
 * dataset file (found by its `_id`: no other line is parsed), put in place of the old one, and the
 * results that read it are forgotten or mended. A list the query answers (every experience's card
 * or page) is evaluated again for the changed documents alone and each entry put in its place (by
 * `slug`); a count of documents of the type stays when the attributes its filter reads did not
 * change; anything else that read the type, followed a reference to it, or read every document is
 * forgotten and evaluated again when a page asks. Answers the changed types and the experiences'
 * slugs (before and after), whose pages show the change.
 */
export async function updateLocalContent(ids: string[]) {
  const data = await localDataset()
  const text = await readFile(path.join(localDatasetDir(), "data.ndjson"), "utf8")
  const before = new Map(ids.map((id) => [id, data.byId.get(id) ?? null]))
  const after = new Map(ids.map((id) => [id, findDocument(text, id)]))
  for (const id of ids) {
    const old = before.get(id)
    const next = after.get(id)
    const at = old ? data.documents.indexOf(old) : -1
    if (at >= 0 && next) data.documents[at] = next
    else if (at >= 0) data.documents.splice(at, 1)
    else if (next) data.documents.push(next)
    if (next) data.byId.set(id, next)
    else data.byId.delete(id)
  }
  data.index = indexDocuments(data.documents)
  const changed = [...before.values(), ...after.values()].filter((d): d is Doc => Boolean(d))
  const types = new Set(changed.map((doc) => doc._type))
  const attr = (doc: Doc | null | undefined, dotted: string) =>
    JSON.stringify(
      dotted.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], doc),
    )
  const sameFor = (attrs: string[]) =>
    ids.every((id) => attrs.every((a) => attr(before.get(id), a) === attr(after.get(id), a)))
  const outcome = { mended: 0, kept: 0, forgotten: 0 }
  for (const [key, result] of [...results]) {
    const meta = readsOf.get(key)
    const touching = meta?.reads.filter((r) => r.type === null || types.has(r.type)) ?? []
    const kept =
      meta &&
      ((!touching.length && ![...meta.followed].some((t) => types.has(t))) ||
        touching.every((r) => r.counted && r.type && sameFor(r.attrs)))
    if (kept) {
      outcome.kept++
      continue
    }
    const lists = touching.filter((r) => r.top && !r.counted && r.type)
    const mended =
      meta &&
      lists.length === 1 &&
      touching.length === 1 &&
      ![...meta.followed].some((t) => types.has(t))
        ? await mendList(key, await result.catch(() => null), before, after)
        : null
    if (mended) results.set(key, Promise.resolve(mended))
    else forgetResult(key)
    outcome[mended ? "mended" : "forgotten"]++
  }
  const slugOf = (doc: Doc | null | undefined) =>
    doc?._type === "experience"
      ? (doc.slug as { current?: string } | undefined)?.current
      : undefined
  const slugs = [...new Set(changed.map(slugOf).filter((s): s is string => Boolean(s)))]
  return { types: [...types], slugs, results: outcome }
}
Object.assign(globalThis, { [Symbol.for("sendero.content-update")]: updateLocalContent })

/** A list result with the changed documents' entries evaluated again and put in their places, or null. */
async function mendList(
  key: string,
  old: unknown,
  before: Map<string, Doc | null>,
  after: Map<string, Doc | null>,
) {
  if (!Array.isArray(old)) return null
  const at = key.indexOf("\u0000")
  const [query, params] = [key.slice(0, at), JSON.parse(key.slice(at + 1)) as Params]
  // A change of what the list is ordered by moves entries: the list is evaluated again.
  const sortedBy = orderAttributes(parse(query, { params }))
  const read = (doc: Doc | null | undefined, dotted: string) =>
    JSON.stringify(
      dotted.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], doc),
    )
  for (const [id, next] of after)
    if (sortedBy.some((a) => read(before.get(id), a) !== read(next, a))) return null
  const fresh = await evaluateLocal(query, params, new Set(after.keys()))
  if (!Array.isArray(fresh)) return null
  const slug = (doc: Doc | null | undefined) =>
    (doc?.slug as { current?: string } | undefined)?.current
  const entrySlug = (entry: unknown) => (entry as { slug?: unknown } | null)?.slug
  const out = [...old]
  for (const [id, next] of after) {
    const was = out.findIndex((entry) => entrySlug(entry) === slug(before.get(id)))
    const now = fresh.find((entry) => entrySlug(entry) === slug(next))
    // A document that joins or leaves the list (or has no slug): the list is evaluated again.
    if (was < 0 || !now || !slug(next)) return null
    out[was] = now
  }
  return out
}

/** The published document with this `_id` in the dataset's text, or null when it is not there. */
function findDocument(text: string, id: string): Doc | null {
  const needle = `"_id":${JSON.stringify(id)}`
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    const start = text.lastIndexOf("\n", at) + 1
    const end = text.indexOf("\n", at)
    const doc = JSON.parse(text.slice(start, end < 0 ? undefined : end)) as Doc
    if (doc._id === id) return doc
  }
  return null
}
