import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { CORE_COLUMNS, missingCoreColumns } from "../../src/lib/core-sql/contract"
import { pgOf } from "../../src/lib/core-sql/pg"

jest.setTimeout(120_000)

/**
 * The columns of Medusa's core tables our SQL relies on (lib/core-sql/contract.ts) exist in the
 * schema Medusa's own migrations build: a Medusa upgrade that renames or drops one fails here,
 * naming `table.column`, before a query fails in production.
 */
medusaIntegrationTestRunner({
  testSuite: ({ getContainer }) => {
    it("every core table.column our SQL relies on exists", async () => {
      const missing = await missingCoreColumns(pgOf(getContainer()))
      if (missing.length)
        throw new Error(
          `Medusa's schema lacks ${missing.join(", ")}: our SQL in lib/core-sql/ (and what contract.ts lists as left elsewhere) relies on them`,
        )
      expect(missing).toEqual([])
    })

    it("names what is missing: a column and a table no schema has", async () => {
      const missing = await missingCoreColumns(pgOf(getContainer()), {
        ...CORE_COLUMNS,
        order: [...CORE_COLUMNS.order, "no_such_column"],
        no_such_table: ["id"],
      })
      expect(missing).toEqual(["order.no_such_column", "no_such_table.id"])
    })
  },
})
