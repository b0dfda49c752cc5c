/** An admin API call with the admin's session cookie; a refusal throws with the API's localised message. */
export async function adminFetch<T>(path: string, init: { method?: "GET" | "POST"; body?: unknown; language?: string } = {}): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? "GET",
    credentials: "include",
    headers: {
      accept: "application/json",
      ...(init.language ? { "accept-language": init.language } : {}),
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const json = await response.json().catch(() => ({}))
  if (!response.ok) throw new Error(typeof json.message === "string" ? json.message : `HTTP ${response.status}`)
  return json as T
}
