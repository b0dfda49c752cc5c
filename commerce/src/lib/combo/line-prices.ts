import type { MedusaContainer } from "@medusajs/framework/types"
import { COMBO_MODULE } from "../../modules/combo"
import type ComboModuleService from "../../modules/combo/service"
import { partShare, type ComboPrices } from "./prices"

type Line = { id: string; metadata?: Record<string, unknown> | null }

/**
 * What each combo line of a cart costs today: its part's share of the
 * combo's bundle price for its band (null when the combo is gone or no longer
 * sells that band). Lines that are not part of a combo are left out.
 */
export async function comboLinePrices(container: MedusaContainer, currency: string, lines: Line[]) {
  const prices = new Map<string, number | null>()
  const comboLines = lines.filter((l) => typeof l.metadata?.combo_id === "string")
  if (!comboLines.length) return prices
  const ids = [...new Set(comboLines.map((l) => String(l.metadata!.combo_id)))]
  const combos = await (container.resolve(COMBO_MODULE) as ComboModuleService).listCombos(
    { id: ids },
    { take: null },
  )
  for (const line of comboLines) {
    const combo = combos.find((c) => c.id === line.metadata!.combo_id && c.status === "active")
    const share = combo
      ? partShare(
          combo.prices as ComboPrices,
          currency,
          String(line.metadata!.band),
          Number(line.metadata!.combo_part),
        )
      : null
    prices.set(line.id, share)
  }
  return prices
}
