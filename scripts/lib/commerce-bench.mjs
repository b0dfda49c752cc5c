import { spawn } from "node:child_process"
import path from "node:path"

/* What bench:commerce (scripts/bench-commerce.mjs) needs besides its measures: the admin, a plain product, the race run. */

/** Headers of the seeded admin, logged in through Medusa's POST /auth/user/emailpass. */
export async function adminHeaders(base, running) {
  const login = await fetch(`${base}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: running.admin.email, password: running.admin.password }),
  }).then((r) => r.json())
  return { "content-type": "application/json", authorization: `Bearer ${login.token}` }
}

/**
 * A plain product (no booking) for Medusa's line-item, complete, capture and
 * cancel baselines: booking variants can only join a cart through a hold.
 */
export async function createPlainProduct(base, admin) {
  const { sales_channels } = await fetch(`${base}/admin/sales-channels?name=Sendero`, {
    headers: admin,
  }).then((r) => r.json())
  const created = await fetch(`${base}/admin/products`, {
    method: "POST",
    headers: admin,
    body: JSON.stringify({
      title: "Mapa ilustrado del desierto",
      status: "published",
      options: [{ title: "Formato", values: ["Único"] }],
      variants: [
        {
          title: "Único",
          manage_inventory: false,
          options: { Formato: "Único" },
          prices: [{ currency_code: "eur", amount: 12 }],
        },
      ],
      sales_channels: [{ id: sales_channels[0].id }],
    }),
  }).then((r) => r.json())
  return created.product.variants[0].id
}

/** Runs the race test (vitest.race.config.ts in `root`) against the two servers and returns its timing line. */
export function runRace(root, product) {
  return new Promise((resolve) => {
    const child = spawn(
      path.join(root, "node_modules", ".bin", "vitest"),
      ["run", "--config", "vitest.race.config.ts"],
      {
        cwd: root,
        env: {
          ...process.env,
          MEDUSA_URLS: product.medusaUrls.join(","),
          // The race tests check the order-level invariants straight in the database.
          DATABASE_URL: product.databaseUrl,
          PUBLISHABLE_KEY: product.publishableKey,
          SENDERO_ADMIN_EMAIL: product.admin.email,
          SENDERO_ADMIN_PASSWORD: product.admin.password,
          STRIPE_DOUBLE_URL: product.stripeDouble?.url ?? "",
          STRIPE_WEBHOOK_SECRET: product.stripeDouble?.webhookSecret ?? "",
        },
      },
    )
    let out = ""
    child.stdout.on("data", (c) => (out += c))
    child.stderr.on("data", (c) => (out += c))
    child.on("exit", (code) => {
      const line = out.match(/\{"race":\{[^}]*\}\}/)
      const card = out.match(/\{"card_race":\{[^}]*\}\}/)
      if (code !== 0) process.stderr.write(out.slice(-4000))
      resolve(
        line && code === 0
          ? { ...JSON.parse(line[0]).race, card: card ? JSON.parse(card[0]).card_race : null }
          : null,
      )
    })
  })
}
