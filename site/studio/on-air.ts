import { matchReasonText } from '../../shared/api/match-reason'
import type { MatchReason } from '../../shared/api/studio'
import { MAX_SCHEDULE_BYTES } from '../../shared/api/studio'
import { parseCaptions } from '../../shared/captions'

/** Captions as read in the browser before they are sent: nothing yet, refused, or ready. */
export type Preview =
  | { state: 'empty' }
  | { state: 'invalid'; line: number; message: string }
  | { state: 'valid'; cues: number; durationMs: number }

/** Reads captions the way the server will (shared/captions.ts) and says what it found. */
export function previewCaptions(text: string): Preview {
  if (text.trim() === '') return { state: 'empty' }
  const parsed = parseCaptions(text)
  if (!parsed.ok) {
    return { state: 'invalid', line: parsed.line, message: `Line ${parsed.line}: ${parsed.error}` }
  }
  const last = parsed.cues.at(-1)
  return { state: 'valid', cues: parsed.cues.length, durationMs: last ? last.endMs : 0 }
}

/** A time in a program as M:SS, or H:MM:SS from an hour on. */
export function programTime(ms: number): string {
  const total = Math.floor(ms / 1000)
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor(total / 60) % 60
  const seconds = String(total % 60).padStart(2, '0')
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`
}

/** The largest captions file the Studio reads, in kibibytes, as people read it. */
export const MAX_SCHEDULE_KIB = MAX_SCHEDULE_BYTES / 1024

/** Why a chosen file is not read at all, or null when it may be. */
export function fileProblem(file: { name: string; size: number }): string | null {
  if (file.size > MAX_SCHEDULE_BYTES) {
    return `${file.name} is ${Math.ceil(file.size / 1024)} KiB: the Studio takes captions files up to ${MAX_SCHEDULE_KIB} KiB. Split it, or upload a shorter part.`
  }
  return null
}

/** A match's kind in words. */
export const KIND_LABEL = { exact: 'exact', contextual: 'in context' } as const

/** Why an item matched, in words; a pin has no reason but the pin itself. */
export function reasonText(reason: MatchReason | null, pinned = false): string {
  if (reason === null)
    return pinned ? 'Pinned in the Studio.' : 'No reason was kept for this match.'
  return matchReasonText(reason)
}

/** "Sony, Apple ," → ["Sony", "Apple"]: the names typed as on screen. */
export function splitNames(text: string): string[] {
  return text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
}

/** A score as people read it: two decimals at most. */
export function scoreText(score: number): string {
  return `${Math.round(Math.min(1, Math.max(0, score)) * 100)}%`
}
