// Messages between read-text.ts (the server's thread) and read-worker.ts (the OCR thread),
// checked with valibot on each side.
import * as v from 'valibot'

export const RegionSchema = v.picklist(['lower', 'whole'])

export const ReadRequestSchema = v.variant('type', [
  v.object({
    type: v.literal('read'),
    id: v.number(),
    image: v.instance(Uint8Array),
    region: RegionSchema,
  }),
  v.object({ type: v.literal('close') }),
])
export type ReadRequest = v.InferOutput<typeof ReadRequestSchema>

export const ReadAnswerSchema = v.variant('type', [
  v.object({ type: v.literal('text'), id: v.number(), lines: v.array(v.string()) }),
  v.object({ type: v.literal('error'), id: v.number(), message: v.string() }),
  v.object({ type: v.literal('closed') }),
])
export type ReadAnswer = v.InferOutput<typeof ReadAnswerSchema>
