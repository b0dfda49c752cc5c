/**
 * The `metadata` of an update that puts a record's metadata back as it was
 * before a step wrote `keys` (a compensation). Medusa's module updates merge
 * metadata key by key and remove only a key set to "" (`mergeMetadata`), so
 * writing the old object back would leave a key the step added: such a key
 * is given "", the others their old value.
 */
export function metadataBefore(
  before: Record<string, unknown> | null | undefined,
  keys: string[],
): Record<string, unknown> {
  const was = before ?? {}
  const added = keys.filter((key) => !(key in was)).map((key) => [key, ""])
  return { ...was, ...Object.fromEntries(added) }
}
