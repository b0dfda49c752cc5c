type Line = { id: string; metadata?: Record<string, unknown> | null }

/**
 * The lines and holds a booking's removal takes with it: its own lines, or,
 * for a part of a combo, every line and hold of that combo's group.
 */
export function linesOfBooking(items: Line[], holdId: string) {
  const own = items.filter((i) => i?.metadata?.hold_id === holdId)
  const group = own
    .map((i) => i.metadata?.combo_group)
    .find((g): g is string => typeof g === "string")
  const lines = group ? items.filter((i) => i?.metadata?.combo_group === group) : own
  const holdIds = [...new Set([holdId, ...lines.map((i) => String(i.metadata?.hold_id))])]
  return { lineIds: lines.map((i) => i.id), holdIds, comboGroup: group ?? null }
}
