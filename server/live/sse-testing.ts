// Reading a live stream in tests: its events one at a time, as a browser's EventSource parses them.

/** One Server-Sent Event (a comment line has `comment` set, and no event). */
export type SseEvent = { event: string | null; data: string | null; comment: string | null }

/** Parses one SSE block (the lines between blank lines). */
function parseBlock(block: string): SseEvent {
  const out: SseEvent = { event: null, data: null, comment: null }
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) out.comment = line.slice(1).trim()
    else if (line.startsWith('event: ')) out.event = line.slice('event: '.length)
    else if (line.startsWith('data: ')) out.data = line.slice('data: '.length)
  }
  return out
}

/** A stream's reader: `next()` gives its next block; `pending()` whether one is already there. */
export function sseReader(body: ReadableStream<Uint8Array> | null) {
  if (!body) throw new Error('no stream')
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffered = ''
  let reading: Promise<boolean> | null = null
  const fill = () => {
    reading ??= reader.read().then(({ done, value }) => {
      reading = null
      if (value) buffered += decoder.decode(value, { stream: true })
      return !done
    })
    return reading
  }
  const take = (): SseEvent | null => {
    const end = buffered.indexOf('\n\n')
    if (end < 0) return null
    const block = buffered.slice(0, end)
    buffered = buffered.slice(end + 2)
    return parseBlock(block)
  }
  return {
    /** The next block (waits for it). */
    async next(): Promise<SseEvent> {
      for (;;) {
        const block = take()
        if (block) return block
        if (!(await fill())) throw new Error('the stream ended')
      }
    },
    /** The next `products` event, skipping pings. */
    async nextProducts(): Promise<string> {
      for (;;) {
        const block = await this.next()
        if (block.event === 'products' && block.data !== null) return block.data
      }
    },
    /** Whether a whole block has arrived, after letting the event loop run `turns` times. */
    async pending(turns = 20): Promise<boolean> {
      for (let i = 0; i < turns && !buffered.includes('\n\n'); i++) {
        void fill()
        await new Promise((resolve) => setImmediate(resolve))
      }
      return buffered.includes('\n\n')
    },
    /** Closes the stream as a leaving viewer would. */
    cancel: () => reader.cancel(),
  }
}
