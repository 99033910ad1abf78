/** A name (code) and what it means: the docs' lists of attributes, events and fields. */
export type Definition = { name: string; text: string }

export function Definitions({ items, testId }: { items: readonly Definition[]; testId?: string }) {
  return (
    <dl className="attributes" data-testid={testId}>
      {items.map((item) => (
        <div key={item.name}>
          <dt>
            <code>{item.name}</code>
          </dt>
          <dd>{item.text}</dd>
        </div>
      ))}
    </dl>
  )
}
