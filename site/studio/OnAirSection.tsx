import { SchedulePanel } from './SchedulePanel'
import type { SectionProps } from './sections'
import { TryCaptionPanel } from './TryCaptionPanel'

/** "On air": the channel's program (an uploaded schedule) and "try a caption". */
export function OnAirSection(props: SectionProps) {
  return (
    <>
      <p>
        What the channel airs decides what the live store shows. Upload captions to make them the
        program, or try a line to see what it would match.
      </p>
      <SchedulePanel {...props} />
      <TryCaptionPanel {...props} />
    </>
  )
}
