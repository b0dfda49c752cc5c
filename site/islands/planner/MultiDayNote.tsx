import type { PlannerMessages } from "./planner-messages"

type Props = {
  messages: PlannerMessages
  /** The wished tour packages: title and page. */
  packages: { handle: string; title: string; url: string }[]
}

/** Why the wished multi-day tour packages are not among the planner's choices, with a link to each. */
export default function MultiDayNote({ messages: m, packages }: Props) {
  if (!packages.length) return null
  return (
    <div className="rounded-xl bg-sand-50 p-4 text-sm" data-testid="planner-multi-day">
      <p>{m["planner.multiDay.note"]}</p>
      <ul className="mt-2 list-disc pl-5">
        {packages.map((p) => (
          <li key={p.handle}>
            <a href={p.url} className="font-semibold underline">
              {p.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
