import { Link } from 'react-router'
import { APP_PATH } from '../../shared/routes'

/** The two ways into the product every simple page offers: the demo channels and the store. */
export function NextSteps() {
  return (
    <p className="next-steps">
      <Link className="button" to="/demo">
        Watch a demo channel
      </Link>
      <Link className="button secondary" to={APP_PATH} reloadDocument>
        Open the phone store
      </Link>
    </p>
  )
}
