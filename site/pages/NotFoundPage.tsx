import { Link } from 'react-router'

/** Any path the site does not know. */
export function NotFoundPage() {
  return (
    <article className="page">
      <h1>Page not found</h1>
      <p className="lead">There is no page at this address. It may have moved, or never existed.</p>
      <p>
        <Link className="button" to="/home">
          Go to the home page
        </Link>
      </p>
    </article>
  )
}
