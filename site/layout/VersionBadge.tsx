import { BUILD_VERSION } from '../../shared/constants'

/** The small build version badge of spec §2 ("Other elements"): on every page, /app included. */
export function VersionBadge() {
  return (
    <span className="version-badge" title="Build version">
      {`v${BUILD_VERSION}`}
    </span>
  )
}
