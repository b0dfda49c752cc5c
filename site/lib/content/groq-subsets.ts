/**
 * The local dataset's queries evaluated over the documents they can match, not the whole dataset
 * (lib/content/source.ts). groq-js reads every document for each `*[...]`: at 50,000 experiences a
 * lookup of one city or one experience by its slug went through 50,131 documents (250 to 450 ms),
 * and the render thread of a change (lib/build/render-pages.mjs) makes dozens of such lookups for
 * pages it renders for the first time. Each `*[filter]` whose filter requires `_type == "<type>"`
 * (and any `<attribute> == "<text>"`, such as `slug.current == $slug`, parameters being values in
 * the parsed tree) reads the documents of that type (and that text) instead, in the dataset's
 * order, found in indexes made once per dataset. Every document the filter can keep is in the
 * subset and the filter itself still runs, so the result is the same (queries.test.ts evaluates
 * every query both ways).
 */

type Doc = { _id: string; _type: string; [key: string]: unknown }
type Node = { type: string; [key: string]: unknown }

/** Indexes of one loaded dataset: documents by type, and by type and an attribute's text. */
export type DocumentIndex = {
  byType: Map<string, Doc[]>
  byText: Map<string, Map<string, Doc[]>>
  documents: Doc[]
}

export function indexDocuments(documents: Doc[]): DocumentIndex {
  const byType = new Map<string, Doc[]>()
  for (const doc of documents) {
    const list = byType.get(doc._type)
    if (list) list.push(doc)
    else byType.set(doc._type, [doc])
  }
  return { byType, byText: new Map(), documents }
}

/** `a.b.c` of an attribute chain read from the filtered document, or null. */
function attributePath(node: Node): string[] | null {
  if (node.type !== "AccessAttribute") return null
  if (!node.base) return [node.name as string]
  const base = attributePath(node.base as Node)
  return base ? [...base, node.name as string] : null
}

/** The text of `^.name` when the parent is one known document. */
function parentText(node: Node, parent: Doc | null): string | null {
  if (!parent || node.type !== "AccessAttribute" || !node.base) return null
  const base = node.base as Node
  if (base.type !== "Parent" || base.n !== 1) return null
  const value = parent[node.name as string]
  return typeof value === "string" ? value : null
}

/**
 * The `attribute == "text"` terms every match of `expr` satisfies (the conjuncts of an And); with
 * the one document `^` is (a lookup's projection), also `attribute == ^._id` and
 * `^._id in list[]._ref` (a path ending in `[]._ref`).
 */
function requiredTexts(
  expr: Node,
  out: { path: string[]; text: string }[] = [],
  parent: Doc | null = null,
) {
  if (expr.type === "And") {
    requiredTexts(expr.left as Node, out, parent)
    requiredTexts(expr.right as Node, out, parent)
  } else if (expr.type === "OpCall" && expr.op === "==") {
    for (const [a, b] of [
      [expr.left, expr.right],
      [expr.right, expr.left],
    ] as Node[][]) {
      const attr = attributePath(a)
      const text =
        b.type === "Value" && typeof b.value === "string" ? b.value : parentText(b, parent)
      if (attr && text !== null) out.push({ path: attr, text })
    }
  } else if (expr.type === "OpCall" && expr.op === "in") {
    const text = parentText(expr.left as Node, parent)
    const list = expr.right as Node
    const each = list.expr as Node | undefined
    const coerced = list.base as Node | undefined
    const attr = coerced?.type === "ArrayCoerce" ? attributePath(coerced.base as Node) : null
    if (
      text !== null &&
      attr &&
      list.type === "Map" &&
      each?.type === "AccessAttribute" &&
      each.name === "_ref" &&
      (each.base as Node | undefined)?.type === "This"
    )
      out.push({ path: [...attr, "[]", "_ref"], text })
  }
  return out
}

/** The texts at a path of a document (`categories[]._ref`: every element's). */
function readTexts(doc: Doc, attr: string[]): string[] {
  const at = attr.indexOf("[]")
  if (at < 0) {
    const value = readPath(doc, attr)
    return typeof value === "string" ? [value] : []
  }
  const list = readPath(doc, attr.slice(0, at))
  if (!Array.isArray(list)) return []
  return list.flatMap((item) =>
    item && typeof item === "object" ? readTexts(item as Doc, attr.slice(at + 1)) : [],
  )
}

function readPath(doc: Doc, attr: string[]): unknown {
  let value: unknown = doc
  for (const name of attr) {
    if (!value || typeof value !== "object" || Array.isArray(value)) return undefined
    value = (value as Record<string, unknown>)[name]
  }
  return value
}

/** The documents a filter can keep, or null when it names no type. */
function subsetFor(index: DocumentIndex, expr: Node, parent: Doc | null = null): Doc[] | null {
  const terms = requiredTexts(expr, [], parent)
  const type = terms.find((t) => t.path.length === 1 && t.path[0] === "_type")?.text
  if (type === undefined) return null
  let subset = index.byType.get(type) ?? []
  for (const { path: attr, text } of terms) {
    if (attr.length === 1 && attr[0] === "_type") continue
    const key = `${type}\u0000${attr.join(".")}`
    let byValue = index.byText.get(key)
    if (!byValue) {
      byValue = new Map()
      for (const doc of index.byType.get(type) ?? [])
        for (const value of new Set(readTexts(doc, attr))) {
          const list = byValue.get(value)
          if (list) list.push(doc)
          else byValue.set(value, [doc])
        }
      index.byText.set(key, byValue)
    }
    const found = byValue.get(text) ?? []
    if (found.length < subset.length) subset = found
  }
  return subset
}

/**
 * One `*` a query reads: of a type (null: any document), at its top (the list the query answers,
 * through its projection, order and slices), only counted (`count(*[...])`), and the attributes its
 * filter reads from each document (`city._ref`; those read from a parent with `^` are not).
 */
export type Read = { type: string | null; top: boolean; counted: boolean; attrs: string[] }

/** Attributes a filter reads from the filtered document (this), as dotted paths. */
function filterAttributes(node: unknown, out: Set<string>) {
  if (!node || typeof node !== "object") return out
  if (Array.isArray(node)) {
    for (const item of node) filterAttributes(item, out)
    return out
  }
  const n = node as Node
  if (n.type === "Value") return out
  if (n.type === "AccessAttribute") {
    const attr = attributePath(n)
    if (attr) {
      out.add(attr.join("."))
      return out
    }
  }
  // A nested filter, map or projection reads its own documents: their first attribute is ours.
  for (const value of Object.values(n)) filterAttributes(value, out)
  return out
}

/**
 * A copy of a parsed query where each `*[filter]` that names a type reads its subset (a Value
 * node holding those documents) instead of the whole dataset. `reads` (when given) gets each `*`
 * the query reads; `only` keeps the query's top list to these document ids (lib/content/source.ts
 * evaluates a list again for the documents a publish changed).
 */
export function narrowQuery<T>(
  tree: T,
  index: DocumentIndex,
  reads?: Read[],
  only?: Set<string>,
): T {
  /** The one document a lookup (`*[...][0]`) can give, when its subset holds one. */
  const single = (base: Node | undefined, self: Doc | null) => {
    const filter = base?.type === "AccessElement" ? (base.base as Node) : null
    if (filter?.type !== "Filter" || (filter.base as Node).type !== "Everything") return null
    const subset = subsetFor(index, filter.expr as Node, self)
    return subset?.length === 1 ? subset[0]! : null
  }
  // `self`: the document `this` is in the scope being visited, when it is one known document (a
  // lookup's projection), so a filter's `^._id` in it is known.
  const visit = (node: unknown, top: boolean, counted: boolean, self: Doc | null): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item, false, counted, self))
    if (!node || typeof node !== "object") return node
    const n = node as Node
    // A Value holds data (a parameter's), never a query to narrow.
    if (n.type === "Value") return n
    if (n.type === "Everything") {
      reads?.push({ type: null, top, counted, attrs: [] })
      return n
    }
    const copy: Node = { ...n }
    // The list the query answers is the base of its projection, order (a pipe) and slices.
    const passesTop = ["Map", "Projection", "PipeFuncCall", "Slice", "AccessElement"].includes(
      n.type,
    )
    const counts = n.type === "FuncCall" && n.name === "count"
    for (const [key, value] of Object.entries(n)) {
      if (n.type === "Filter" && key === "base" && (value as Node)?.type === "Everything") continue
      const scope = key === "expr" && ["Filter", "Map", "Projection"].includes(n.type)
      copy[key] = visit(
        value,
        key === "base" && top && (passesTop || n.type === "Filter"),
        counts && key === "args",
        scope ? (n.type === "Projection" ? single(n.base as Node, self) : null) : self,
      )
    }
    if (n.type === "Filter" && (n.base as Node | undefined)?.type === "Everything") {
      const subset = subsetFor(index, n.expr as Node, self)
      const type = subset
        ? (requiredTexts(n.expr as Node).find((t) => t.path.join(".") === "_type")?.text ?? null)
        : null
      reads?.push({ type, top, counted, attrs: [...filterAttributes(n.expr, new Set())] })
      if (subset)
        copy.base = {
          type: "Value",
          value: top && only ? subset.filter((doc) => only.has(doc._id)) : subset,
        }
      else copy.base = n.base
    }
    return copy
  }
  return visit(tree, true, false, null) as T
}

/** The attributes the query's top list is ordered by (`| order(title.es asc)`: `title.es`). */
export function orderAttributes(tree: unknown): string[] {
  const out = new Set<string>()
  for (
    let n = tree as Node | undefined;
    n && typeof n === "object";
    n = n.base as Node | undefined
  ) {
    if (n.type === "PipeFuncCall" && n.name === "order") filterAttributes(n.args, out)
    if (!["Map", "Projection", "PipeFuncCall", "Slice", "AccessElement"].includes(n.type)) break
  }
  return [...out]
}
