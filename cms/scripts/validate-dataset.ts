/**
 * Validates the local dataset the way the Studio validates a document before
 * publishing: the Studio's own `validateDocument` with the schema of
 * sanity.config.ts, over every document (drafts included). A groq-js client
 * over the same documents answers the queries custom rules send (slug
 * uniqueness), so nothing here needs the network. On top of that it checks
 * what the Studio leaves to the Content Lake: every reference resolves, every
 * image file exists, ids are unique and slugs are unique per type.
 *
 * Run: npm run validate -w cms (or `npx sanity exec scripts/validate-dataset.ts` in cms/)
 */
import { access, readFile } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { evaluate, parse } from "groq-js"
import { createSchema, validateDocument, type SanityDocument } from "sanity"
import { schemaTypes } from "../schemaTypes"

type Doc = SanityDocument & Record<string, unknown>

/** One failed rule: which document, which field, what is wrong. */
export type Problem = {
  id: string
  type: string
  path: string
  level: "error" | "warning"
  message: string
}

export const DEFAULT_DATASET_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "dataset",
)

const schema = createSchema({ name: "sendero", types: schemaTypes })

/** Validation messages come as i18n keys; this renders them as "key (param: value)" without the Studio's bundles. */
const i18n = {
  currentLocale: { id: "en-US" },
  loadNamespaces: async () => {},
  t: ((key: string, options?: Record<string, unknown>) => {
    const params = Object.entries(options ?? {})
      .filter(([name]) => name !== "context")
      .map(([name, value]) => `${name}: ${String(value)}`)
    return `${key.replace(/^validation:/, "")}${params.length ? ` (${params.join(", ")})` : ""}`
  }) as never,
}

const pathToString = (segments: readonly unknown[]) =>
  segments
    .map((segment, index) => {
      if (typeof segment === "number") return `[${segment}]`
      if (segment && typeof segment === "object" && "_key" in segment)
        return `[_key=="${String(segment._key)}"]`
      return `${index === 0 ? "" : "."}${String(segment)}`
    })
    .join("")

/** A read-only stand-in for @sanity/client that evaluates GROQ with groq-js over the dataset. */
function localClient(documents: Doc[], byId: Map<string, Doc>) {
  const fetch = async (query: string, params: Record<string, unknown> = {}) => {
    const value = await evaluate(parse(query, { params }), {
      dataset: documents,
      params,
      dereference: async ({ _ref }: { _ref: string }) => byId.get(_ref) ?? null,
    })
    return value.get()
  }
  const client = {
    fetch,
    withConfig: () => client,
    getDataUrl: (operation: string, uri = "") => `local://${operation}/${uri}`,
    observable: {
      fetch: () => {
        throw new Error("Observable fetch is not available offline")
      },
      request: () => {
        throw new Error("Requests are not available offline")
      },
    },
  }
  return client
}

function* walk(
  value: unknown,
  at: unknown[] = [],
): Generator<{ value: Record<string, unknown>; at: unknown[] }> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const key = item && typeof item === "object" && "_key" in item ? { _key: item._key } : index
      yield* walk(item, [...at, key])
    }
  } else if (value && typeof value === "object") {
    yield { value: value as Record<string, unknown>, at }
    for (const [field, child] of Object.entries(value)) yield* walk(child, [...at, field])
  }
}

/** Reads data.ndjson of a dataset directory (Sanity's export format). */
export async function readDataset(dir: string): Promise<Doc[]> {
  const text = await readFile(path.join(dir, "data.ndjson"), "utf8")
  return text
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
}

/** Every problem of a dataset directory; an empty list means it can be imported and published as is. */
export async function validateDataset(
  dir = DEFAULT_DATASET_DIR,
): Promise<{ documents: number; problems: Problem[] }> {
  const documents = await readDataset(dir)
  const problems: Problem[] = []
  const report = (doc: Doc, at: string, message: string, level: Problem["level"] = "error") =>
    problems.push({ id: doc._id, type: doc._type, path: at, level, message })

  const byId = new Map<string, Doc>()
  for (const doc of documents) {
    if (byId.has(doc._id)) report(doc, "_id", "duplicate document id")
    byId.set(doc._id, doc)
  }
  const published = new Set(
    documents.filter((doc) => !doc._id.startsWith("drafts.")).map((doc) => doc._id),
  )
  const client = localClient(documents, byId)
  const workspace = { schema, i18n, getClient: () => client as never }

  // The Studio's validation is mostly waiting on promises: run documents side by side.
  const markersById = new Map<string, Awaited<ReturnType<typeof validateDocument>>>()
  const known = documents.filter((doc) => schema.get(doc._type))
  for (let start = 0; start < known.length; start += 64) {
    await Promise.all(
      known.slice(start, start + 64).map(async (doc) => {
        const markers = await validateDocument({
          document: doc,
          workspace,
          // "studio", not "cli": in the CLI environment Sanity 6.16 appends an
          // unknown-fields check with .warning() to every object field's rule,
          // which turns required and custom errors of those fields into warnings.
          environment: "studio",
          customValidation: true,
          getDocumentExists: async ({ id }) => published.has(id),
        })
        markersById.set(doc._id, markers)
      }),
    )
  }

  const slugs = new Map<string, string>()
  const files = new Map<string, Promise<boolean>>()
  for (const doc of documents) {
    if (!schema.get(doc._type)) {
      report(doc, "_type", `unknown document type "${doc._type}"`)
      continue
    }
    for (const marker of markersById.get(doc._id) ?? []) {
      const message = marker.message ?? marker.item?.message ?? marker.code
      report(
        doc,
        pathToString(marker.path),
        message,
        marker.level === "error" ? "error" : "warning",
      )
    }
    const slug = (doc.slug as { current?: string } | undefined)?.current
    const publishedId = doc._id.replace(/^drafts\./, "")
    if (slug) {
      const owner = slugs.get(`${doc._type}:${slug}`)
      if (owner && owner !== publishedId)
        report(doc, "slug.current", `slug "${slug}" is also used by ${owner}`)
      slugs.set(`${doc._type}:${slug}`, publishedId)
    }
    for (const { value, at } of walk(doc)) {
      if (typeof value._ref === "string" && !byId.has(value._ref)) {
        report(doc, pathToString(at), `reference to missing document "${value._ref}"`)
      } else if (typeof value._ref === "string" && !published.has(value._ref) && !value._weak) {
        report(doc, pathToString(at), `reference to unpublished document "${value._ref}"`)
      }
      if (typeof value._sanityAsset === "string") {
        const match = /^(image|file)@file:\/\/\.\/(.+)$/.exec(value._sanityAsset)
        if (!match) {
          report(
            doc,
            pathToString(at),
            `asset placeholder "${value._sanityAsset}" is not image@file://./…`,
          )
          continue
        }
        const file = path.join(dir, match[2])
        if (!files.has(file))
          files.set(
            file,
            access(file).then(
              () => true,
              () => false,
            ),
          )
        if (!(await files.get(file)))
          report(doc, pathToString(at), `asset file ${match[2]} does not exist`)
      }
    }
  }
  return { documents: documents.length, problems }
}

async function main() {
  const dir = path.resolve(process.argv[2] ?? DEFAULT_DATASET_DIR)
  const started = performance.now()
  const { documents, problems } = await validateDataset(dir)
  const errors = problems.filter((problem) => problem.level === "error")
  for (const problem of problems) {
    console.log(
      `${problem.level.toUpperCase()} ${problem.id} (${problem.type}) ${problem.path}: ${problem.message}`,
    )
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `${documents} documents, ${errors.length} errors, ${problems.length - errors.length} warnings (${seconds} s)`,
  )
  if (errors.length) process.exitCode = 1
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await main()
