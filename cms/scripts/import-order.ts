/**
 * The order in which import-dataset.ts writes documents. The Content Lake
 * rejects a strong reference to a document that does not exist yet, and the
 * import commits one transaction after another, so every document is written
 * after the documents it references. References inside a cycle cannot all be
 * satisfied that way: those are written weak and made strong again once every
 * document exists, the way `sanity dataset import` does it.
 */

/** A document as data.ndjson holds it. */
export type Doc = { _id: string; _type: string; [field: string]: unknown }

/** One step of a path inside a document: a field, an array index or an array item's key. */
export type Segment = string | number | { _key: string }

/** Every object inside `value` with the path that leads to it. */
export function* walk(
  value: unknown,
  at: Segment[] = [],
): Generator<{ value: Record<string, unknown>; at: Segment[] }> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const key =
        item && typeof item === "object" && typeof item._key === "string"
          ? { _key: item._key }
          : index
      yield* walk(item, [...at, key])
    }
  } else if (value && typeof value === "object") {
    yield { value: value as Record<string, unknown>, at }
    for (const [field, child] of Object.entries(value)) yield* walk(child, [...at, field])
  }
}

/** A path in the syntax of patch `set`/`unset`: `related[_key=="a1"]._weak`. */
export function unsetPath(segments: Segment[]): string {
  return segments
    .map((segment, index) => {
      if (typeof segment === "number") return `[${segment}]`
      if (typeof segment === "object") return `[_key==${JSON.stringify(segment._key)}]`
      return index === 0 ? segment : `.${segment}`
    })
    .join("")
}

const isStrongRef = (value: Record<string, unknown>) =>
  typeof value._ref === "string" && value._weak !== true

/**
 * `documents` ordered so that referenced documents come first, plus the
 * references (as paths to their `_weak` flag) that had to be weakened to break
 * cycles. Does not change `documents`.
 */
export function importOrder(documents: Doc[]): {
  ordered: Doc[]
  weakened: { id: string; paths: Segment[][] }[]
} {
  const byId = new Map(documents.map((doc) => [doc._id, doc]))
  const position = new Map<string, number>()
  const visiting = new Set<string>()
  const ordered: Doc[] = []

  // Iterative depth-first search: a long chain of references must not overflow the stack.
  for (const root of documents) {
    if (position.has(root._id) || visiting.has(root._id)) continue
    const stack: { doc: Doc; targets: Doc[] }[] = []
    const enter = (doc: Doc) => {
      visiting.add(doc._id)
      const targets = [...walk(doc)]
        .filter(({ value }) => isStrongRef(value))
        .map(({ value }) => byId.get(value._ref as string))
        .filter((target): target is Doc => Boolean(target))
      stack.push({ doc, targets })
    }
    enter(root)
    while (stack.length) {
      const top = stack[stack.length - 1]
      const next = top.targets.shift()
      if (next) {
        if (!position.has(next._id) && !visiting.has(next._id)) enter(next)
        continue
      }
      stack.pop()
      visiting.delete(top.doc._id)
      position.set(top.doc._id, ordered.length)
      ordered.push(top.doc)
    }
  }

  const weakened: { id: string; paths: Segment[][] }[] = []
  for (const [index, doc] of ordered.entries()) {
    const later = [...walk(doc)].filter(
      ({ value }) => isStrongRef(value) && (position.get(value._ref as string) ?? -1) > index,
    )
    if (!later.length) continue
    const copy = structuredClone(doc)
    for (const { at } of later) lookup(copy, at)._weak = true
    ordered[index] = copy
    weakened.push({ id: doc._id, paths: later.map(({ at }) => [...at, "_weak"]) })
  }
  return { ordered, weakened }
}

function lookup(doc: Doc, at: Segment[]): Record<string, unknown> {
  let value: unknown = doc
  for (const segment of at) {
    if (typeof segment === "object")
      value = (value as { _key?: string }[]).find((item) => item?._key === segment._key)
    else value = (value as Record<string | number, unknown>)[segment]
  }
  return value as Record<string, unknown>
}
