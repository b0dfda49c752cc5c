import { dropDatabase, ensureDatabase } from "../postgres.mjs"
import {
  DISCARD_SMTP,
  productEnv,
  productSettings,
  runVitestSuite,
  startTestProduct,
  stripePort,
  testPostgres,
} from "./context.mjs"

// The race's two servers: apart from e2e's (TEST_MEDUSA_PORT) so both run at once.
const racePorts = [
  Number(process.env.TEST_MEDUSA_PORT_2 || 9101),
  Number(process.env.TEST_MEDUSA_PORT_3 || 9102),
]

/** The overselling race: concurrent buyers on two Medusa servers on one database. */
export async function race() {
  const pg = await testPostgres()
  const database = `sendero_race_${Date.now()}`
  await ensureDatabase(pg.serverUrl, database)
  let product = null
  try {
    // Its own ports, so it can run beside e2e.
    product = await startTestProduct(
      productSettings(database, {
        medusa: racePorts[0],
        smtpUrl: DISCARD_SMTP,
        stripePort: stripePort(2),
      }),
      {
        withSite: false,
        extraMedusaPorts: [racePorts[1]],
      },
    )
    return await runVitestSuite("race", "vitest.race.config.ts", productEnv(product))
  } finally {
    await product?.stop()
    await dropDatabase(pg.serverUrl, database).catch(() => {})
  }
}
