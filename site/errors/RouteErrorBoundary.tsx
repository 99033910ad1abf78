import { Component, type ReactNode } from 'react'
import { classifyRouteError, ROUTE_ERRORS } from './classify'

type Props = { children: ReactNode; resetKey: string }
type State = { error: unknown; failed: boolean; resetKey: string }

/** The route error page (spec §2, §8): what failed, with Reload, Go to Home and Go Back. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const online = typeof navigator === 'undefined' ? true : navigator.onLine
  const { code, title } = ROUTE_ERRORS[classifyRouteError(error, online)]
  return (
    <article className="page route-error" role="alert">
      <p className="error-code">{code}</p>
      <h1>{title}</h1>
      <p className="lead">Try again, or go somewhere else on the site.</p>
      <div className="actions">
        <button type="button" onClick={() => window.location.reload()}>
          Reload
        </button>
        <a href="/home">Go to Home</a>
        <button type="button" className="secondary" onClick={() => window.history.back()}>
          Go Back
        </button>
      </div>
    </article>
  )
}

/** Catches a page's render errors and shows the route error page until the route changes. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: null, failed: false, resetKey: props.resetKey }
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children
  }
}
