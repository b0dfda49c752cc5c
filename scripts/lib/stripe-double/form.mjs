/**
 * Parses a body or query string in Stripe's form encoding
 * (`line_items[0][price_data][currency]=eur`, `expand[]=payment_intent`) into
 * nested objects and arrays, as Stripe's API reads it.
 */
export function parseForm(text) {
  const root = {}
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const [head, ...rest] = rawKey.split("[")
    const path = [head, ...rest.map((part) => part.replace(/]$/, ""))]
    let node = root
    for (let i = 0; i < path.length; i++) {
      const key = path[i] === "" ? String(Object.keys(node).length) : path[i]
      if (i === path.length - 1) node[key] = value
      else node = node[key] ??= {}
    }
  }
  return arrays(root)
}

/** Objects whose keys are 0..n-1 become arrays. */
function arrays(value) {
  if (!value || typeof value !== "object") return value
  const keys = Object.keys(value)
  for (const key of keys) value[key] = arrays(value[key])
  const indexed = keys.length > 0 && keys.every((key, i) => key === String(i))
  return indexed ? keys.map((key) => value[key]) : value
}
