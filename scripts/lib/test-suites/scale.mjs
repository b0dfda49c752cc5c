import path from "node:path"
import { startMailSink } from "../mail-sink.mjs"
import { dropDatabase, ensureDatabase } from "../postgres.mjs"
import { startRedis } from "../redis.mjs"
import {
  logDir,
  portList,
  productEnv,
  productSettings,
  redisPort,
  reports,
  runVitestSuite,
  startTestProduct,
  stateDir,
  stripePort,
  testPostgres,
} from "./context.mjs"

/** Two servers and a worker (TEST_SCALE_PORTS). */
const scalePorts = portList(process.env.TEST_SCALE_PORTS, "9103,9104,9105")

/**
 * Redis, two Medusa servers and one worker on one database (the shape of a
 * real deployment): the race's buyers across both servers, holds expiring
 * through the worker's job, subscribers' side effects exactly once.
 */
export async function scale() {
  const pg = await testPostgres()
  const database = `sendero_scale_${Date.now()}`
  await ensureDatabase(pg.serverUrl, database)
  let redis = null
  let product = null
  let mail = null
  try {
    redis = await startRedis({
      port: redisPort,
      dir: path.join(stateDir, "redis-scale"),
      logDir,
    })
    const mails = path.join(reports, "scale-mails.jsonl")
    mail = await startMailSink(mails)
    product = await startTestProduct(
      productSettings(database, {
        medusa: scalePorts[0],
        redisUrl: redis.url,
        smtpUrl: mail.url,
        stripePort: stripePort(3),
      }),
      {
        withSite: false,
        extraMedusaPorts: [scalePorts[1]],
        workerPorts: [scalePorts[2]],
      },
    )
    return await runVitestSuite("scale", "vitest.scale.config.ts", {
      ...productEnv(product),
      SCALE_MAILS: mails,
      SCALE_WORKER_LOG: path.join(logDir, `medusa-worker-${scalePorts[2]}.log`),
      SCALE_SERVER_LOGS: [
        path.join(logDir, "medusa.log"),
        path.join(logDir, `medusa-${scalePorts[1]}.log`),
      ].join(","),
    })
  } finally {
    await product?.stop()
    await redis?.stop()
    await mail?.stop()
    await dropDatabase(pg.serverUrl, database).catch(() => {})
  }
}
