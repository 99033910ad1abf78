import type { DemoClip } from '../../shared/api/demo-stream'
import { beach } from './beach'
import { cooking } from './cooking'
import { extreme } from './extreme'
import { film } from './film'
import { golf } from './golf'
import type { Scene } from './kit'
import { koreanTv } from './korean-tv'
import { motorsport } from './motorsport'
import { sport } from './sport'
import { studio } from './studio'
import { travel } from './travel'
import { wildlife } from './wildlife'

/** The scene drawn for each clip (shared/api/demo-stream.ts). */
export const SCENES: Record<DemoClip, Scene> = {
  extreme,
  sport,
  wildlife,
  travel,
  cooking,
  film,
  'korean-tv': koreanTv,
  motorsport,
  beach,
  golf,
  studio,
}
