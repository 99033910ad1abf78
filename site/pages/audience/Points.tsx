/** A short point: its title and a sentence or two. */
export type Point = { title: string; text: string }

type Props = { id: string; title: string; points: readonly Point[] }

/** Short points under a heading: what an audience gets (a grid), or, `ordered`, its first steps. */
function PointList({ id, title, points, ordered }: Props & { ordered: boolean }) {
  const items = points.map((point) => (
    <li key={point.title}>
      <h3 className="point-title">{point.title}</h3>
      <p>{point.text}</p>
    </li>
  ))
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {ordered ? <ol className="step-list">{items}</ol> : <ul className="point-grid">{items}</ul>}
    </section>
  )
}

/** A grid of short points: what an audience gets. */
export function Points(props: Props) {
  return <PointList {...props} ordered={false} />
}

/** Numbered steps: how an audience starts, in order. */
export function Steps({ steps, ...rest }: Omit<Props, 'points'> & { steps: readonly Point[] }) {
  return <PointList {...rest} points={steps} ordered />
}
