/** Where one card sits in the Live list, from the list's top left corner, in px. */
export type Slot = { x: number; y: number }

/** Every card's place and the height the list must reserve for them. */
export type SlotLayout = { slots: Slot[]; height: number }

/**
 * The Live list's grid, worked out by hand so cards move with `translate` (issue 17): the
 * browser counts a change of a box's layout position as a layout shift, never a change of
 * its transform. Cards keep reading order, `columns` to a row, each row as tall as its
 * tallest card, `gap` px between rows and columns of a list `width` px wide.
 */
export function layoutSlots(
  heights: readonly number[],
  columns: number,
  width: number,
  gap: number,
): SlotLayout {
  const perRow = Math.max(1, Math.floor(columns))
  const pitch = (width - (perRow - 1) * gap) / perRow + gap
  const slots: Slot[] = []
  let top = 0
  let rowHeight = 0
  heights.forEach((height, index) => {
    const column = index % perRow
    if (column === 0 && index > 0) {
      top += rowHeight + gap
      rowHeight = 0
    }
    rowHeight = Math.max(rowHeight, height)
    slots.push({ x: column * pitch, y: top })
  })
  return { slots, height: heights.length === 0 ? 0 : top + rowHeight }
}
