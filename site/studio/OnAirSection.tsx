import { SchedulePanel } from './SchedulePanel'
import { StreamPanel } from './StreamPanel'
import type { SectionProps } from './sections'
import { TryCaptionPanel } from './TryCaptionPanel'

/** "On air": the channel's stream, its program (an uploaded schedule) and "try a caption". */
export function OnAirSection(props: SectionProps) {
  return (
    <>
      <p>
        What the channel airs decides what the live store shows. Give its stream for the server to
        follow, upload captions to make them the program, or try a line to see what it would match.
      </p>
      <StreamPanel {...props} />
      <SchedulePanel {...props} />
      <TryCaptionPanel {...props} />
    </>
  )
}
