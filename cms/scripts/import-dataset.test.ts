import { execFile } from "node:child_process"
import { cp, mkdtemp, readdir, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest"
import { startFakeContentLake, type LakeRequest } from "./fake-content-lake.ts"
import { BATCH_SIZE, clientFromEnv, DEFAULT_DATASET_DIR, importDataset } from "./import-dataset.ts"
import { walk, type Doc } from "./import-order.ts"
import { readDataset } from "./validate-dataset"

let lake: Awaited<ReturnType<typeof startFakeContentLake>>
beforeEach(async () => {
  lake = await startFakeContentLake()
})
afterEach(() => lake.close())

const temporary: string[] = []
afterAll(() => Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true }))))

async function datasetWith(documents: object[]) {
  const dir = await mkdtemp(path.join(tmpdir(), "sendero-import-"))
  temporary.push(dir)
  await cp(path.join(DEFAULT_DATASET_DIR, "images"), path.join(dir, "images"), { recursive: true })
  await writeFile(
    path.join(dir, "data.ndjson"),
    documents.map((doc) => JSON.stringify(doc)).join("\n") + "\n",
  )
  return dir
}

const mutationsOf = (requests: LakeRequest[]) =>
  requests.flatMap((request) => (request.kind === "mutate" ? [request.mutations] : []))
const uploadsOf = (requests: LakeRequest[]) =>
  requests.flatMap((request) => (request.kind === "upload" ? [request] : []))

describe("dataset import", () => {
  it(
    "uploads each image once and writes every document once in batches of at most 100",
    { timeout: 60_000 },
    async () => {
      const original = await readDataset(DEFAULT_DATASET_DIR)
      const lines: string[] = []
      const summary = await importDataset({
        client: lake.client(),
        log: (line) => lines.push(line),
      })

      const files = await readdir(path.join(DEFAULT_DATASET_DIR, "images"))
      const uploads = uploadsOf(lake.requests)
      expect(uploads).toHaveLength(files.length)
      expect(new Set(uploads.map((upload) => upload.filename))).toEqual(new Set(files))
      expect(new Set(uploads.map((upload) => upload.sha1)).size).toBe(files.length)
      expect(uploads.every((upload) => upload.contentType === "image/svg+xml")).toBe(true)

      const batches = mutationsOf(lake.requests)
      expect(batches.length).toBe(Math.ceil(original.length / BATCH_SIZE))
      expect(batches.every((batch) => batch.length > 0 && batch.length <= BATCH_SIZE)).toBe(true)
      const written = batches.flat().map((mutation) => mutation.createOrReplace?._id)
      expect([...written].sort()).toEqual(original.map((doc) => doc._id).sort())
      expect(written).toContain("drafts.experience-senderismo-dunas-atardecer")
      expect(summary).toEqual({
        documents: original.length,
        assets: files.length,
        transactions: batches.length,
      })
      expect(lines.at(-1)).toMatch(/imported \d+ documents and 189 assets in \d+ transactions/)

      // What the project holds is the dataset with each placeholder turned into an image field.
      const filenameOf = new Map(
        [...lake.assets.values()].map((asset) => [asset._id, asset.originalFilename]),
      )
      let images = 0
      for (const doc of lake.documents.values()) {
        for (const { value } of walk(doc)) {
          expect(value).not.toHaveProperty("_sanityAsset")
          const asset = value.asset as { _type?: string; _ref?: string } | undefined
          if (asset?._type !== "reference") continue
          expect(filenameOf.has(asset._ref!)).toBe(true)
          images += 1
          // Back to the export format: the placeholder, the object's other fields untouched.
          delete value.asset
          value._sanityAsset = `image@file://./images/${filenameOf.get(asset._ref!)}`
        }
      }
      expect(images).toBeGreaterThan(1000)
      expect(Object.fromEntries(lake.documents)).toEqual(
        Object.fromEntries(original.map((doc) => [doc._id, doc])),
      )
    },
  )

  it(
    "is idempotent: a second run writes the same documents and adds no asset",
    { timeout: 60_000 },
    async () => {
      await importDataset({ client: lake.client() })
      const first = structuredClone(Object.fromEntries(lake.documents))
      const firstMutations = mutationsOf(lake.requests)
      const assets = lake.assets.size
      lake.requests.length = 0

      await importDataset({ client: lake.client() })
      expect(Object.fromEntries(lake.documents)).toEqual(first)
      expect(lake.assets.size).toBe(assets)
      // The same transactions again, and each file sent once more (the project answers with the stored asset).
      expect(mutationsOf(lake.requests)).toEqual(firstMutations)
      const uploads = uploadsOf(lake.requests)
      expect(uploads).toHaveLength(assets)
      expect(new Set(uploads.map((upload) => upload.sha1)).size).toBe(assets)
    },
  )

  it("writes referenced documents first and breaks reference cycles with weak references", async () => {
    const ref = (id: string, key?: string) => ({
      _type: "reference",
      _ref: id,
      ...(key ? { _key: key } : {}),
    })
    const documents: Doc[] = [
      {
        _id: "post-a",
        _type: "blogPost",
        related: [ref("post-b", "r1"), ref("experience-x", "r2")],
      },
      { _id: "post-b", _type: "blogPost", related: [ref("post-a", "r1")] },
      { _id: "experience-x", _type: "experience", city: ref("city-y") },
      {
        _id: "city-y",
        _type: "city",
        heroImage: {
          _type: "accessibleImage",
          _sanityAsset: "image@file://./images/dunes-dusk.svg",
        },
      },
    ]
    const dir = await datasetWith(documents)
    const summary = await importDataset({ client: lake.client(), dir })

    const [writes, strengthen] = mutationsOf(lake.requests)
    expect(writes.map((mutation) => mutation.createOrReplace!._id)).toEqual([
      "post-b",
      "city-y",
      "experience-x",
      "post-a",
    ])
    expect(strengthen).toEqual([{ patch: { id: "post-b", unset: ['related[_key=="r1"]._weak'] } }])
    expect(summary.transactions).toBe(2)
    // In the end every reference is strong again, exactly as in the dataset.
    expect(lake.documents.get("post-b")).toEqual(documents[1])
    expect(lake.documents.get("post-a")).toEqual(documents[0])
    expect(lake.documents.get("city-y")!.heroImage).toEqual({
      _type: "accessibleImage",
      asset: { _type: "reference", _ref: expect.stringMatching(/^image-[0-9a-f]{40}-/) },
    })
  })

  it("fails before writing anything when an image file is missing", async () => {
    const dir = await datasetWith([
      {
        _id: "city-y",
        _type: "city",
        heroImage: { _sanityAsset: "image@file://./images/missing.png" },
      },
    ])
    await expect(importDataset({ client: lake.client(), dir })).rejects.toThrow(/missing\.png/)
    expect(mutationsOf(lake.requests)).toEqual([])
  })

  it("rejects placeholders that point outside the dataset directory", async () => {
    const dir = await datasetWith([
      {
        _id: "city-y",
        _type: "city",
        heroImage: { _sanityAsset: "image@file://./../../etc/passwd" },
      },
    ])
    await expect(importDataset({ client: lake.client(), dir })).rejects.toThrow(
      /city-y: asset placeholder/,
    )
    expect(lake.requests).toEqual([])
  })

  it("surfaces a Content Lake error", async () => {
    await expect(importDataset({ client: lake.client("wrong-token") })).rejects.toThrow(
      /upload of .+\.svg failed: Unauthorized - Session not found/,
    )
    // The other upload workers stop too: at most one request each, none after the failure.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(lake.requests.length).toBeGreaterThan(0)
    expect(lake.requests.length).toBeLessThanOrEqual(4)
    expect(lake.requests.every((request) => request.kind === "unauthorized")).toBe(true)
  })
})

describe("clientFromEnv", () => {
  it("names every missing variable in one line", () => {
    expect(() => clientFromEnv({ SANITY_DATASET: "production" })).toThrow(
      /^Set SANITY_PROJECT_ID, SANITY_API_TOKEN to import the dataset/,
    )
  })

  it("talks to a local API host without a project subdomain", () => {
    const client = clientFromEnv({
      SANITY_PROJECT_ID: "abc123",
      SANITY_DATASET: "production",
      SANITY_API_TOKEN: "token",
      SANITY_API_HOST: "http://127.0.0.1:9999",
    })
    expect(client.config().url).toBe("http://127.0.0.1:9999/v2025-02-19")
    const hosted = clientFromEnv({
      SANITY_PROJECT_ID: "abc123",
      SANITY_DATASET: "production",
      SANITY_API_TOKEN: "t",
    })
    expect(hosted.config().url).toBe("https://abc123.api.sanity.io/v2025-02-19")
  })
})

describe("npm run dataset:import", () => {
  const script = fileURLToPath(new URL("./import-dataset.ts", import.meta.url))
  const run = (env: Record<string, string>, dir: string) =>
    promisify(execFile)(process.execPath, [script, dir], {
      env: { PATH: process.env.PATH, ...env },
    })

  it("imports through the environment's project and prints progress", async () => {
    const dir = await datasetWith([
      {
        _id: "city-y",
        _type: "city",
        heroImage: {
          _type: "accessibleImage",
          _sanityAsset: "image@file://./images/dunes-dusk.svg",
        },
      },
    ])
    const { stdout } = await run(
      {
        SANITY_PROJECT_ID: "sendero",
        SANITY_DATASET: "production",
        SANITY_API_TOKEN: "test-token",
        SANITY_API_HOST: lake.url,
      },
      dir,
    )
    expect(stdout).toMatch(/1 documents, 1 asset files/)
    expect(stdout).toMatch(/imported 1 documents and 1 assets in 1 transactions/)
    expect([...lake.documents.keys()]).toEqual(["city-y"])
  })

  it("exits with one line naming the missing variables", async () => {
    const failure = await run({ SANITY_DATASET: "production" }, DEFAULT_DATASET_DIR).catch(
      (error) => error,
    )
    expect(failure.code).toBe(1)
    expect(failure.stderr.trim()).toBe(
      "dataset:import failed: Set SANITY_PROJECT_ID, SANITY_API_TOKEN to import the dataset (see .env.example)",
    )
  })
})
