// CEA-608 line-21 captions (the CC1 service), decoded from their byte pairs into the lines a
// viewer would read: pop-on captions when they are shown (End Of Caption), roll-up and paint-on
// lines when they end (Carriage Return, Erase Displayed Memory). Styling, colours and exact
// positions are dropped; text is what matching needs. Pure, one decoder per stream.

/** A caption line shown at `pts` (90 kHz). */
export type Caption608 = { pts: number; text: string }

type Mode = 'pop-on' | 'roll-up' | 'paint-on'

/** Basic characters that differ from ASCII (CEA-608 Table 50). */
const BASIC: Readonly<Record<number, string>> = {
  42: 'á',
  92: 'é',
  94: 'í',
  95: 'ó',
  96: 'ú',
  123: 'ç',
  124: '÷',
  125: 'Ñ',
  126: 'ñ',
  127: '█',
}
/** Special characters, second byte 0x30–0x3F after 0x11 (Table 49). */
const SPECIAL = '®°½¿™¢£♪à èâêîôû'
/** Extended characters, second byte 0x20–0x3F after 0x12, then after 0x13 (Tables 5 and 6). */
const EXTENDED_12 = 'ÁÉÓÚÜü‘¡*’—©℠•“”ÀÂÇÈÊËëÎÏïÔÙùÛ«»'
const EXTENDED_13 = 'ÃãÍÌìÒòÕõ{}\\^_|~ÄäÖöß¥¤│ÅåØø┌┐└┘'

function basic(byte: number): string {
  return BASIC[byte] ?? (byte >= 0x20 ? String.fromCharCode(byte) : '')
}

/** A decoder of CC1's byte pairs, in presentation order; `push` answers the lines it ends. */
export function createCea608Decoder() {
  let mode: Mode = 'pop-on'
  /** What is on screen (roll-up, paint-on) and what is being loaded off screen (pop-on). */
  let shown = ''
  let loading = ''
  let lastControl: number | null = null

  const write = (text: string) => {
    if (mode === 'pop-on') loading += text
    else shown += text
  }
  const backspace = () => {
    if (mode === 'pop-on') loading = loading.slice(0, -1)
    else shown = shown.slice(0, -1)
  }
  /** The line `text` as a caption, when it has any. */
  const out = (pts: number, text: string): Caption608[] => {
    const clean = text.replace(/\s+/g, ' ').trim()
    return clean ? [{ pts, text: clean }] : []
  }

  function control(pts: number, code: number): Caption608[] {
    switch (code) {
      case 0x20: // RCL: pop-on
        mode = 'pop-on'
        return []
      case 0x25: // RU2, RU3, RU4: roll-up
      case 0x26:
      case 0x27:
        mode = 'roll-up'
        return []
      case 0x29: // RDC: paint-on
        mode = 'paint-on'
        return []
      case 0x21: // BS
        backspace()
        return []
      case 0x2c: {
        // EDM: what was shown goes (a paint-on caption ends so)
        const ended = mode === 'paint-on' ? out(pts, shown) : []
        shown = ''
        return ended
      }
      case 0x2d: {
        // CR: a roll-up line ends
        if (mode === 'pop-on') return []
        const ended = out(pts, shown)
        shown = ''
        return ended
      }
      case 0x2e: // ENM
        loading = ''
        return []
      case 0x2f: {
        // EOC: the loaded caption is shown
        const ended = out(pts, loading)
        ;[shown, loading] = [loading, '']
        mode = 'pop-on'
        return ended
      }
      default:
        return []
    }
  }

  /** One pair of bytes (parity bits still on) at `pts`: the lines it ends, if any. */
  function push(pts: number, first: number, second: number): Caption608[] {
    const b1 = first & 0x7f
    const b2 = second & 0x7f
    if (b1 === 0 && b2 === 0) return []
    if (b1 >= 0x10 && b1 <= 0x1f) {
      // Codes of CC2 (0x18–0x1F) are another service's.
      if (b1 >= 0x18) return []
      const code = (b1 << 8) | b2
      // Control codes are sent twice for safety: the repeat is ignored.
      if (code === lastControl) {
        lastControl = null
        return []
      }
      lastControl = code
      if (b1 === 0x14 && b2 >= 0x20 && b2 <= 0x2f) return control(pts, b2)
      if (b1 === 0x11 && b2 >= 0x30 && b2 <= 0x3f) write(SPECIAL[b2 - 0x30] ?? '')
      else if ((b1 === 0x12 || b1 === 0x13) && b2 >= 0x20 && b2 <= 0x3f) {
        // An extended character replaces the basic one sent before it.
        backspace()
        write((b1 === 0x12 ? EXTENDED_12 : EXTENDED_13)[b2 - 0x20] ?? '')
      } else if (b2 >= 0x40 || (b1 === 0x11 && b2 >= 0x20 && b2 <= 0x2f)) {
        // A preamble (a new row) or a mid-row style change: a space between words.
        write(' ')
      }
      return []
    }
    lastControl = null
    write(basic(b1) + basic(b2))
    return []
  }

  return { push }
}
