import Button from "../ui/Button"

type Props = {
  /** The listing of similar experiences (the city's). */
  similarUrl: string
  messages: Record<"picker.unavailable" | "picker.unavailableText" | "picker.similar", string>
}

/** Said instead of the calendar when the experience can no longer be booked, with a way to similar ones. */
export default function ExperienceUnavailable({ similarUrl, messages }: Props) {
  return (
    <div
      className="mt-4 rounded-lg bg-sand-100 p-4"
      data-testid="experience-unavailable"
      role="status"
    >
      <p className="font-semibold">{messages["picker.unavailable"]}</p>
      <p className="mt-1 text-sm">{messages["picker.unavailableText"]}</p>
      <Button
        className="mt-3"
        variant="outlined"
        href={similarUrl}
        label={messages["picker.similar"]}
      />
    </div>
  )
}
