/* global document, requestAnimationFrame, requestIdleCallback, MutationObserver -- these functions run inside the page (page.evaluate). */

/** bench:journey's measuring functions, run in the page (see scripts/bench-journey.mjs). */

/**
 * In the page: a date clicked, timed to the frame that draws its slots (`ui`),
 * beside its day request (`api`, timed to its end even when the date was at
 * hand and drawn before it answered).
 */
export async function clickDate(date) {
  performance.clearResourceTimings()
  const t0 = performance.now()
  document.querySelector(`[data-testid="calendar"] button[data-date="${date}"]`).click()
  // Drawn within the click: the date was at hand (the month's prefetch or an answer under a minute old).
  const atHand = !!document.querySelector(
    `[data-testid="booking-form"][data-date="${date}"] [data-testid="slot"]`,
  )
  await new Promise((resolve) => {
    const check = () =>
      document.querySelector(
        `[data-testid="booking-form"][data-date="${date}"] [data-testid="slot"]`,
      )
        ? resolve()
        : requestAnimationFrame(check)
    check()
  })
  const ui = performance.now() - t0
  // A date at hand is on screen before its refresh answers: the request is timed to its end.
  const api = await new Promise((resolve) => {
    const started = Date.now()
    const check = () => {
      const entry = performance
        .getEntriesByType("resource")
        .find((e) => e.name.includes(`/availability/${date}`))
      if (entry || Date.now() - started > 10_000) resolve(entry)
      else setTimeout(check, 5)
    }
    check()
  })
  // Outside the timing: the refresh drawn and the page idle again, as when the check above used
  // to end on the answer itself, so the add below starts from the same state as before.
  await new Promise((resolve) =>
    requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 200 })),
  )
  return { ui, api: api ? api.responseEnd - api.startTime : null, atHand }
}

/**
 * In the page: "add to cart" clicked, timed to the header count's new number
 * in the document (`ui`) and to the first frame that shows it (`painted`),
 * beside the add's request (`api`) and when it left (`sent`).
 */
export async function clickAdd(expected) {
  const counted = () =>
    document.querySelector('[data-testid="header-cart-count"]')?.textContent === String(expected)
  performance.clearResourceTimings()
  let updated = null
  const observer = new MutationObserver(() => {
    if (updated === null && counted()) updated = performance.now()
  })
  observer.observe(document.body, { subtree: true, childList: true, characterData: true })
  const t0 = performance.now()
  document.querySelector('[data-testid="add-to-cart"]').click()
  await new Promise((resolve, reject) => {
    const started = Date.now()
    const check = () => {
      if (counted()) resolve()
      else if (Date.now() - started > 20_000) reject(new Error("the header count did not update"))
      else requestAnimationFrame(check)
    }
    check()
  })
  const painted = performance.now() - t0
  observer.disconnect()
  const api = performance
    .getEntriesByType("resource")
    .filter((e) => /\/store\/carts\/[^/]+\/bookings$/.test(new URL(e.name).pathname))
    .at(-1)
  return {
    ui: (updated ?? painted + t0) - t0,
    painted,
    api: api ? api.responseEnd - api.startTime : null,
    sent: api ? api.startTime - t0 : null,
  }
}

/** Gives back the seats this run held: each booking of the run's cart removed through the Store API. */
export async function releaseHolds(page, publishableKey) {
  return page.evaluate(async (key) => {
    const cartId = localStorage.getItem("sendero.cart")
    const holds = Object.keys(JSON.parse(localStorage.getItem("sendero.bookings") || "{}"))
    let released = 0
    for (const hold of holds) {
      const response = await fetch(
        `/store/carts/${encodeURIComponent(cartId)}/bookings/${encodeURIComponent(hold)}`,
        {
          method: "DELETE",
          headers: key ? { "x-publishable-api-key": key } : {},
        },
      )
      if (response.ok) released++
    }
    return { holds: holds.length, released }
  }, publishableKey)
}

/** In the page: waits (up to 10 s) for the picker's prefetch of the shown month; its time and bytes, or null. */
export async function waitForPrefetch() {
  const started = Date.now()
  for (;;) {
    const entry = performance
      .getEntriesByType("resource")
      .find((e) => /\/store\/experiences\/[^/]+\/days\?/.test(e.name))
    if (entry) return { ms: entry.responseEnd - entry.startTime, bytes: entry.transferSize }
    if (Date.now() - started > 10_000) return null
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/**
 * The cold path: month after month (a fresh page once the slots run out), the
 * month's first open date clicked in the frame its calendar is drawn, before
 * the month's prefetch can answer; a click that still found the date at hand
 * is left out.
 */
export async function coldClicks(page, { url, runs, stats }) {
  const ui = []
  const api = []
  let skipped = 0
  let months = 0
  while (ui.length < runs && skipped < runs * 2) {
    if (months === 0 || months >= 4) {
      await page.goto(url)
      await page.waitForSelector('[data-testid="booking-form"] [data-testid="slot"]', {
        timeout: 30_000,
      })
      await page.evaluate(waitForPrefetch)
      months = 0
    }
    const shown = await page.getByTestId("calendar-month").textContent()
    await page.getByTestId("calendar").getByRole("button", { name: "Mes siguiente" }).click()
    months++
    const click = await page.evaluate(async (shown) => {
      // The next month's calendar, drawn with its days' statuses.
      const open = await new Promise((resolve) => {
        const started = Date.now()
        const check = () => {
          const label = document.querySelector('[data-testid="calendar-month"]')?.textContent
          const first = document.querySelector(
            '[data-testid="calendar"] button[data-status="available"]',
          )
          if (label !== shown && first) resolve(first.getAttribute("data-date"))
          else if (Date.now() - started > 10_000) resolve(null)
          else requestAnimationFrame(check)
        }
        check()
      })
      if (!open) return null
      performance.clearResourceTimings()
      const t0 = performance.now()
      document.querySelector(`[data-testid="calendar"] button[data-date="${open}"]`).click()
      // Drawn within the click: the date was at hand after all.
      const selector = `[data-testid="booking-form"][data-date="${open}"] [data-testid="slot"]`
      if (document.querySelector(selector)) return { atHand: true }
      await new Promise((resolve) => {
        const check = () =>
          document.querySelector(selector) ? resolve() : requestAnimationFrame(check)
        check()
      })
      const ui = performance.now() - t0
      const entry = performance
        .getEntriesByType("resource")
        .find((e) => e.name.includes(`/availability/${open}`))
      return { ui, api: entry ? entry.responseEnd - entry.startTime : null, atHand: false }
    }, shown)
    if (!click) {
      // Past the last month with slots: start again on a fresh page.
      months = 4
      skipped++
      continue
    }
    if (click.atHand || click.api === null) skipped++
    else {
      ui.push(click.ui)
      api.push(click.api)
    }
  }
  return { ui: stats(ui), api: stats(api), skipped }
}

/** In the page: one window of an experience's days route (every open date's options and slots, seats read live). */
export async function fetchDays({ handle, from, to, key }) {
  const query = new URLSearchParams({ from, to, currency: "eur" })
  const response = await fetch(`/store/experiences/${encodeURIComponent(handle)}/days?${query}`, {
    headers: key ? { "x-publishable-api-key": key } : {},
  })
  return response.ok ? (await response.json()).days : []
}

/** The experience pages a listing links to (their paths, in the listing's order). */
export async function listedExperiences(page, url) {
  await page.goto(url)
  return page.$$eval('a[data-testid="experience-card-link"]', (links) => [
    ...new Set(links.map((a) => new URL(a.href).pathname)),
  ])
}
