import { CopyButton } from './CopyButton'

/** Code to paste somewhere else, shown as it is, with its Copy button. */
export function CodeBlock({
  text,
  testId,
  copyLabel,
}: {
  text: string
  testId: string
  copyLabel: string
}) {
  return (
    <>
      <pre className="code" data-testid={testId}>
        <code>{text}</code>
      </pre>
      <CopyButton text={text} label={copyLabel} />
    </>
  )
}
