/** Fills `{name}` placeholders of a message from `params` (the rule `t()` applies), for islands. */
export function format(template: string, params: Record<string, string | number> = {}) {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`))
}
