import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { DEFAULT_API_PATH } from '../../shared/api'
import { DEMO_CHANNELS } from '../../shared/channels'
import { useHydrated } from '../hooks'
import {
  DEFAULT_SANDBOX,
  type ProbeRow,
  parseSandboxQuery,
  type SandboxConfig,
  sandboxQuery,
  statusMeaning,
  THEMES,
  useDiagnostics,
  VIEWS,
} from '../sandbox'
import { SnippetCode, useSnippet } from '../snippet'
import { useWidgetScript } from '../widget/use-widget-script'

function Choice<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string
  name: string
  options: readonly T[]
  value: T
  onChange: (value: T) => void
}) {
  return (
    <fieldset className="choice">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {option}
        </label>
      ))}
    </fieldset>
  )
}

function ResultCells({ row }: { row: ProbeRow }) {
  const { result } = row
  if (!result) {
    return (
      <>
        <td>…</td>
        <td>Waiting</td>
        <td />
      </>
    )
  }
  if (result.state === 'unreachable') {
    return (
      <>
        <td>—</td>
        <td>No answer: {result.message}</td>
        <td>{result.ms} ms</td>
      </>
    )
  }
  return (
    <>
      <td data-testid="probe-status">{result.status}</td>
      <td>
        {statusMeaning(result.status)}
        {result.error ? `: ${result.error}` : ''}
      </td>
      <td>{result.ms} ms</td>
    </>
  )
}

function Diagnostics({ channelId }: { channelId: string }) {
  const { rows, running, start } = useDiagnostics(channelId)
  const withToken = rows.some((row) => row.result?.withToken)
  return (
    <section aria-labelledby="diagnostics-title" className="sandbox-section">
      <h2 id="diagnostics-title">Diagnostics</h2>
      <p>
        Calls the API on this server the way the widget does and shows the status codes exactly as
        they come back: the health check, this channel's live feed, and the wallet endpoints (
        <code>POST /wallet/nonce</code> and <code>/wallet/link</code> with empty bodies,{' '}
        <code>GET /wallet/get_linked</code>). Signed out, the wallet endpoints answer 401; an
        endpoint this server does not have answers 404.
      </p>
      <p>
        <button type="button" onClick={start} disabled={running}>
          {running ? 'Running…' : 'Run diagnostics'}
        </button>
      </p>
      {rows.length > 0 && (
        <div className="table-scroll">
          <table className="diagnostics">
            <caption>
              {running ? 'Probing…' : 'Results'} ({withToken ? 'with' : 'without'} your session
              token)
            </caption>
            <thead>
              <tr>
                <th scope="col">Call</th>
                <th scope="col">Status</th>
                <th scope="col">Meaning</th>
                <th scope="col">Time</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.probe.method} ${row.probe.path}`}>
                  <th scope="row">
                    <code>
                      {row.probe.method} {DEFAULT_API_PATH}
                      {row.probe.path}
                    </code>
                  </th>
                  <ResultCells row={row} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

/** /sandbox: try the widget's attributes, copy the snippet, and check the API. */
export function SandboxPage() {
  const hydrated = useHydrated()
  const { search } = useLocation()
  const navigate = useNavigate()
  useWidgetScript()
  // The choices are mirrored in the URL, so a setup can be shared; it is read once hydrated.
  // A choice shows at once; the URL (a router transition) follows.
  const [chosen, setChosen] = useState<SandboxConfig | null>(null)
  const config = chosen ?? (hydrated ? parseSandboxQuery(search) : DEFAULT_SANDBOX)
  const update = (change: Partial<SandboxConfig>) => {
    const next = { ...config, ...change }
    setChosen(next)
    navigate(sandboxQuery(next), { replace: true, preventScrollReset: true })
  }
  // From the server this page is served by: the origin it really runs on, and its loader's hash.
  const { snippet, retry } = useSnippet(config)
  return (
    <article className="page wide sandbox">
      <h1>Sandbox</h1>
      <p className="lead">
        Pick a channel, a view and a theme: the snippet and the live widget below follow your
        choices. Paste the snippet into a page whose origin is registered for the channel.
      </p>
      <form className="sandbox-controls" onSubmit={(event) => event.preventDefault()}>
        <label className="field">
          Channel
          <select
            value={config.channelId}
            onChange={(event) => update({ channelId: event.currentTarget.value })}
          >
            {DEMO_CHANNELS.map((channel) => (
              <option key={channel.id} value={channel.id}>
                {channel.name}
              </option>
            ))}
          </select>
        </label>
        <Choice
          legend="View"
          name="view"
          options={VIEWS}
          value={config.view}
          onChange={(view) => update({ view })}
        />
        <Choice
          legend="Theme"
          name="theme"
          options={THEMES}
          value={config.theme}
          onChange={(theme) => update({ theme })}
        />
      </form>
      <div className="sandbox-layout">
        <section aria-labelledby="snippet-title" className="sandbox-section">
          <h2 id="snippet-title">Snippet</h2>
          <SnippetCode
            snippet={snippet}
            retry={retry}
            pick={(s) => s.html}
            testId="snippet"
            copyLabel="Copy snippet"
          />
        </section>
        <section aria-labelledby="preview-title" className="sandbox-section">
          <h2 id="preview-title">Preview</h2>
          <div className="sandbox-preview">
            {/* A new element per setup: the widget starts fresh, as on a real page. */}
            <shoppable-tv
              key={`${config.channelId}/${config.view}/${config.theme}`}
              channel-id={config.channelId}
              view={config.view}
              theme={config.theme}
            />
          </div>
        </section>
      </div>
      <Diagnostics channelId={config.channelId} />
    </article>
  )
}
