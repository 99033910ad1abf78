import { Link } from 'react-router'

/** /oauth2callback and /app/oauth2callback: where sign-in returns (spec §2). */
export function SignInCallbackPage() {
  return (
    <article className="page" aria-busy="true">
      <h1>Signing In...</h1>
      <p className="lead">
        If this page stays, <Link to="/app">open the store</Link> and sign in from there.
      </p>
    </article>
  )
}
