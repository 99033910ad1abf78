/** A short point: its title and a sentence or two. */
export type Point = { title: string; text: string }

/** A grid of short points: what an audience gets. */
export function Points({
  id,
  title,
  points,
}: {
  id: string
  title: string
  points: readonly Point[]
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="point-grid">
        {points.map((point) => (
          <li key={point.title}>
            <h3 className="point-title">{point.title}</h3>
            <p>{point.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Numbered steps: how an audience starts, in order. */
export function Steps({
  id,
  title,
  steps,
}: {
  id: string
  title: string
  steps: readonly Point[]
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ol className="step-list">
        {steps.map((step) => (
          <li key={step.title}>
            <h3 className="point-title">{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
