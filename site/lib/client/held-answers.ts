/**
 * For unit tests of the browser's API calls: a network whose answers wait
 * until the test lets them go, in the order it picks (a slow or reordering
 * network), so a test can see what the page keeps when answers cross.
 */
export function heldAnswers(order: "first-first" | "newest-first" = "first-first") {
  const held: Array<() => void> = []
  /** Awaited by a fake fetch before it answers. */
  const hold = () => new Promise<void>((resolve) => held.push(resolve))
  /** Lets every answer go, and those the page sends meanwhile, until nothing waits. */
  const settle = async () => {
    for (let round = 0; round < 20; round++) {
      const now = held.splice(0)
      ;(order === "newest-first" ? now.reverse() : now).forEach((release) => release())
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
  }
  return { hold, settle }
}
