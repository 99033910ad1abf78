import { describe, expect, test } from 'vitest'
import { byCategoryMargin, CATEGORY_MARGIN, variedInMargin } from './category-margin'
import { pickVaried, spreadOut } from './variety'

const item = (title: string, brand: string, category: string, confidence: number) => ({
  title,
  brand,
  category,
  confidence,
})
const blender = item('Whirlwind W-1 Blender', 'Whirlwind', 'Small appliances', 0.8)
const blender2 = item('Vortex V-2 Blender', 'Vortex', 'Small appliances', 0.78)
const blender3 = item('Cyclone C-3 Blender', 'Cyclone', 'Small appliances', 0.75)
const mixer = item('Whirlwind W-9 Stand Mixer', 'Whirlwind', 'Small appliances', 0.7)
const kettle = item('Vortex V-5 Kettle', 'Vortex', 'Small appliances', 0.66)
const loafPan = item('Crumb C-5 Loaf Pan', 'Crumb', 'Baking', 0.4)
const spatula = item('Crumb C-8 Spatula', 'Crumb', 'Baking', 0.65)
const paprika = item('Saltbox SB-91 Smoked Paprika', 'Saltbox', 'Pantry and spices', 0.8)
const how = { limit: 6, confidence: (i: { confidence: number }) => i.confidence }

describe('a second category within the margin', () => {
  test('is the measured margin', () => {
    expect(CATEGORY_MARGIN).toBe(0.2)
  })

  test('a category far below the first gives its place back to the better fits', () => {
    const ranked = [blender, loafPan, blender2, blender3, mixer, kettle]
    // The old rule put the loaf pan second (neighbours of another category) and kept it.
    expect(spreadOut(pickVaried(ranked, 6)).slice(0, 5)).toContain(loafPan)
    const shown = variedInMargin(ranked, how)
    expect(shown.slice(0, 5)).toEqual([blender, blender2, blender3, mixer, kettle])
    // It still fills a place the first category leaves.
    expect(shown).toEqual([blender, blender2, blender3, mixer, kettle, loafPan])
  })

  test('a category as sure as the first shares the matches, neighbours spread out', () => {
    const ranked = [blender, blender2, paprika, blender3, loafPan]
    expect(variedInMargin(ranked, how)).toEqual([blender, paprika, blender2, blender3, loafPan])
  })

  test('a category within the margin of the first shares them too', () => {
    const ranked = [blender, blender2, blender3, spatula, mixer]
    expect(variedInMargin(ranked, how)).toEqual([blender, spatula, blender2, blender3, mixer])
  })

  test('byCategoryMargin keeps rank order within each part', () => {
    const ranked = [blender, loafPan, paprika, blender2]
    const { ranked: ordered, mixes } = byCategoryMargin(ranked, how.confidence, 0.1)
    expect(ordered).toEqual([blender, paprika, blender2, loafPan])
    expect(ranked.map(mixes)).toEqual([true, false, true, true])
    expect(byCategoryMargin([], how.confidence).ranked).toEqual([])
  })
})
