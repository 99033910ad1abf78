const ROWS = [0, 1, 2]

/** Placeholder cards while a list loads; announced once as "Loading products". */
export function Skeleton() {
  return (
    <div aria-busy="true">
      <p className="vh" role="status">
        Loading products
      </p>
      <ul className="list" aria-hidden="true">
        {ROWS.map((row) => (
          <li key={row} className="card skeleton">
            <div className="card-img" />
            <div className="card-body">
              <div className="line" />
              <div className="line short" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
