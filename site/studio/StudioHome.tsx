import { ChannelList } from './ChannelList'
import { CreateChannelForm } from './CreateChannelForm'
import type { Studio } from './context'

/** /studio signed in: your channels, then the form that makes a new one. */
export function StudioHome({ studio }: { studio: Studio }) {
  return (
    <>
      <h1>Studio</h1>
      <section aria-labelledby="channels-title" className="studio-section">
        <h2 id="channels-title">Your channels</h2>
        <ChannelList studio={studio} />
      </section>
      <section aria-labelledby="create-title" className="studio-section">
        <h2 id="create-title">Create a channel</h2>
        <p>
          A channel is one live store: its own matches, its own snippet, its own list of sites that
          may show it. You can change everything but the id later.
        </p>
        <CreateChannelForm studio={studio} />
      </section>
    </>
  )
}
