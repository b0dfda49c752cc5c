import { MedusaService } from "@medusajs/framework/utils"
import { Combo } from "./models/combo"

const Base = MedusaService({ Combo })
type Generated = InstanceType<typeof Base>

/** Combos: which experiences are sold together and at what bundle price. */
class ComboModuleService extends Base {
  // Medusa's types pluralise "Combo" as "Comboes", its runtime as "Combos":
  // the methods that exist, with the generated types.
  declare listCombos: Generated["listComboes"]
  declare createCombos: Generated["createComboes"]
  declare updateCombos: Generated["updateComboes"]
}

export default ComboModuleService
