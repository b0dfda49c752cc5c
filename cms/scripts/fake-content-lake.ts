/**
 * A stand-in for the two Content Lake endpoints import-dataset.ts calls, for its
 * tests: the real @sanity/client talks HTTP to it. It keeps what a project
 * would keep (documents and assets), records every request, and checks what the
 * Content Lake checks on these endpoints: the token, the dataset, strong
 * references to existing documents, and one asset per file content.
 */
import { createHash } from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { createClient, type SanityClient } from "@sanity/client"
import { walk, type Doc } from "./import-order.ts"

const TOKEN = "test-token"
const DATASET = "production"
const API_VERSION = "2025-02-19"

type Mutation = {
  createOrReplace?: Doc
  patch?: { id: string; unset?: string[] }
}

export type LakeRequest =
  | { kind: "mutate"; mutations: Mutation[] }
  | { kind: "upload"; sha1: string; filename: string | null; contentType: string | undefined }
  | { kind: "unauthorized"; path: string }

export type Asset = {
  _id: string
  _type: string
  sha1hash: string
  originalFilename: string | null
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" })
  res.end(JSON.stringify(body))
}

/** Applies `unset` paths of the only shape the import sends: fields and `[_key=="…"]` items. */
function unset(doc: Doc, paths: string[]) {
  for (const path of paths) {
    const segments = [...path.matchAll(/([A-Za-z_][\w]*)|\[_key=="([^"]+)"\]|\[(\d+)\]/g)]
    let parent: Record<string, unknown> | undefined = doc
    for (const [index, [, field, key, position]] of segments.entries()) {
      const last = index === segments.length - 1
      if (field !== undefined && last) delete parent![field]
      else if (field !== undefined) parent = parent?.[field] as Record<string, unknown>
      else if (key !== undefined)
        parent = (parent as unknown as Record<string, unknown>[]).find((item) => item._key === key)
      else parent = (parent as unknown as Record<string, unknown>[])[Number(position)]
    }
  }
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeContentLake() {
  const documents = new Map<string, Doc>()
  const assets = new Map<string, Asset>()
  const requests: LakeRequest[] = []

  const mutate = (mutations: Mutation[]) => {
    const next = new Map(documents)
    for (const mutation of mutations) {
      if (mutation.createOrReplace)
        next.set(mutation.createOrReplace._id, structuredClone(mutation.createOrReplace))
      else if (mutation.patch) {
        const doc = next.get(mutation.patch.id)
        if (!doc) throw new Error(`Document "${mutation.patch.id}" not found`)
        const copy = structuredClone(doc)
        unset(copy, mutation.patch.unset ?? [])
        next.set(copy._id, copy)
      } else throw new Error(`Unsupported mutation ${JSON.stringify(mutation)}`)
    }
    for (const mutation of mutations) {
      const id = mutation.createOrReplace?._id ?? mutation.patch!.id
      for (const { value } of walk(next.get(id))) {
        if (typeof value._ref !== "string") continue
        const known = value._ref.startsWith("image-")
          ? assets.has(value._ref)
          : next.has(value._ref)
        if (!known && value._weak !== true)
          throw new Error(`Document "${id}" references non-existent document "${value._ref}"`)
      }
    }
    for (const [id, doc] of next) documents.set(id, doc)
    return mutations.map((mutation) => ({
      id: mutation.createOrReplace?._id ?? mutation.patch!.id,
      operation: "update",
    }))
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const url = new URL(req.url ?? "/", "http://lake")
    if (req.headers.authorization !== `Bearer ${TOKEN}`) {
      requests.push({ kind: "unauthorized", path: url.pathname })
      return send(res, 401, { error: "Unauthorized", message: "Session not found" })
    }
    if (req.method === "POST" && url.pathname === `/v${API_VERSION}/data/mutate/${DATASET}`) {
      const { mutations } = JSON.parse(body.toString("utf8")) as { mutations: Mutation[] }
      requests.push({ kind: "mutate", mutations })
      try {
        return send(res, 200, { transactionId: `tx${requests.length}`, results: mutate(mutations) })
      } catch (error) {
        return send(res, 409, {
          error: { description: (error as Error).message, type: "mutationError" },
        })
      }
    }
    if (req.method === "POST" && url.pathname === `/v${API_VERSION}/assets/images/${DATASET}`) {
      const sha1 = createHash("sha1").update(body).digest("hex")
      const filename = url.searchParams.get("filename")
      requests.push({ kind: "upload", sha1, filename, contentType: req.headers["content-type"] })
      // Like the Content Lake: the same bytes give the asset stored the first time.
      const id = `image-${sha1}-1200x800-${(filename ?? "").split(".").pop() || "bin"}`
      if (!assets.has(id))
        assets.set(id, {
          _id: id,
          _type: "sanity.imageAsset",
          sha1hash: sha1,
          originalFilename: filename,
        })
      return send(res, 200, { document: assets.get(id) })
    }
    send(res, 404, { error: "Not Found", message: `No route for ${req.method} ${url.pathname}` })
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => send(res, 500, { error: error.message }))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo

  return {
    documents,
    assets,
    requests,
    /** What SANITY_API_HOST would be set to. */
    url: `http://127.0.0.1:${port}`,
    /** The real client, pointed at the fake. */
    client(token = TOKEN): SanityClient {
      return createClient({
        projectId: "sendero",
        dataset: DATASET,
        token,
        apiVersion: API_VERSION,
        useCdn: false,
        apiHost: `http://127.0.0.1:${port}`,
        useProjectHostname: false,
      })
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
