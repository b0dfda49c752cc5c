import type { APIRequestContext } from "@playwright/test"

/** Medusa's admin API as a shop admin sees it, logged in with the seeded admin. */
export async function adminApi(request: APIRequestContext) {
  const base = process.env.MEDUSA_URL || "http://localhost:9000"
  const email = process.env.SENDERO_ADMIN_EMAIL
  const password = process.env.SENDERO_ADMIN_PASSWORD
  if (!email || !password)
    throw new Error("SENDERO_ADMIN_EMAIL and SENDERO_ADMIN_PASSWORD are required")
  const login = await request.post(`${base}/auth/user/emailpass`, { data: { email, password } })
  if (!login.ok()) throw new Error(`Admin login failed: ${login.status()}`)
  const { token } = (await login.json()) as { token: string }
  return async function get<T>(path: string): Promise<T> {
    const response = await request.get(`${base}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    if (!response.ok())
      throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`)
    return (await response.json()) as T
  }
}

/** The admin API with writes, for journeys that change the catalogue (close a date, reprice). */
export async function adminClient(request: APIRequestContext) {
  const base = process.env.MEDUSA_URL || "http://localhost:9000"
  const login = await request.post(`${base}/auth/user/emailpass`, {
    data: { email: process.env.SENDERO_ADMIN_EMAIL, password: process.env.SENDERO_ADMIN_PASSWORD },
  })
  if (!login.ok()) throw new Error(`Admin login failed: ${login.status()}`)
  const { token } = (await login.json()) as { token: string }
  const headers = { authorization: `Bearer ${token}` }
  const check = async <T>(
    what: string,
    response: Awaited<ReturnType<APIRequestContext["get"]>>,
  ) => {
    if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`)
    return (await response.json()) as T
  }
  return {
    get: async <T>(path: string) =>
      check<T>(`GET ${path}`, await request.get(`${base}${path}`, { headers })),
    post: async <T>(path: string, data: unknown) =>
      check<T>(`POST ${path}`, await request.post(`${base}${path}`, { headers, data })),
  }
}

/** A product as the journeys read it from the admin API: its variants with their metadata and prices. */
export type AdminProduct = {
  id: string
  handle: string
  status: string
  metadata: { city?: string } | null
  variants: {
    id: string
    metadata: Record<string, unknown> | null
    prices: { id: string; amount: number; currency_code: string }[]
  }[]
}

/** The shop's products (up to 200) and an admin client. */
export async function adminProducts(request: APIRequestContext) {
  const admin = await adminClient(request)
  const { products } = await admin.get<{ products: AdminProduct[] }>(
    "/admin/products?limit=200&fields=id,handle,status,metadata,variants.id,variants.metadata,*variants.prices",
  )
  return { admin, products }
}
