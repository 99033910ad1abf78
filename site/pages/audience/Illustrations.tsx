// The audience pages' pictures, drawn here as SVG (no outside images): colours come from the
// page's palette through classes (styles.css `.art-*`), so they follow the light theme too.

/** A store card at (x, y), `width` wide: the picture square and two lines of text. */
function CardArt({
  x,
  y,
  width,
  picture = 'art-accent',
}: {
  x: number
  y: number
  width: number
  picture?: string
}) {
  const side = Math.round(width * 0.33)
  const text = x + side + 12
  return (
    <g>
      <rect className="art-card" x={x} y={y} width={width} height={side + 14} rx="4" />
      <rect className={picture} x={x + 6} y={y + 6} width={side} height={side} rx="3" />
      <rect
        className="art-line"
        x={text}
        y={y + 8}
        width={x + width - text - 6}
        height="5"
        rx="2"
      />
      <rect
        className="art-line"
        x={text}
        y={y + 18}
        width={(x + width - text) / 2}
        height="5"
        rx="2"
      />
    </g>
  )
}

/** A broadcaster's page: the stream, and the live store beside it. */
export function StreamPageArt() {
  return (
    <svg
      className="art"
      viewBox="0 0 320 200"
      role="img"
      aria-label="Drawing: a stream page with the live store beside the video"
    >
      <rect className="art-frame" x="4" y="4" width="312" height="192" rx="10" />
      <rect className="art-bar" x="4" y="4" width="312" height="18" rx="10" />
      <circle className="art-live" cx="18" cy="13" r="3.5" />
      <rect className="art-screen" x="16" y="32" width="188" height="106" rx="6" />
      <polygon className="art-accent" points="100,70 100,102 126,86" />
      <rect className="art-line" x="16" y="148" width="150" height="8" rx="4" />
      <rect className="art-line" x="16" y="162" width="110" height="8" rx="4" />
      <rect className="art-panel" x="214" y="32" width="90" height="152" rx="6" />
      {[40, 88, 136].map((y) => (
        <CardArt key={y} x={222} y={y} width={74} />
      ))}
    </svg>
  )
}

/** A feed's rows becoming matched cards on a phone. */
export function FeedArt() {
  return (
    <svg
      className="art"
      viewBox="0 0 320 200"
      role="img"
      aria-label="Drawing: rows of a product feed flowing into matched cards on a phone"
    >
      <rect className="art-frame" x="8" y="20" width="130" height="160" rx="8" />
      {[34, 58, 82, 106, 130, 154].map((y) => (
        <g key={y}>
          <rect className="art-line" x="18" y={y} width="24" height="12" rx="2" />
          <rect className="art-line" x="48" y={y} width="80" height="12" rx="2" />
        </g>
      ))}
      <path className="art-arrow" d="M150 100 H186 M178 90 L188 100 L178 110" />
      <rect className="art-frame" x="200" y="8" width="104" height="184" rx="14" />
      {[28, 82, 136].map((y, index) => (
        <CardArt
          key={y}
          x={210}
          y={y}
          width={84}
          picture={index === 0 ? 'art-exact' : 'art-accent'}
        />
      ))}
    </svg>
  )
}

/** A TV with a QR code, a phone with the store, and a points star. */
export function ScanArt() {
  return (
    <svg
      className="art"
      viewBox="0 0 320 200"
      role="img"
      aria-label="Drawing: a TV showing a QR code, a phone showing the store, and a star for points"
    >
      <rect className="art-frame" x="8" y="24" width="180" height="116" rx="8" />
      <rect className="art-screen" x="18" y="34" width="160" height="96" rx="4" />
      <rect className="art-qr" x="130" y="84" width="40" height="40" rx="2" />
      {[0, 1, 2, 3].map((row) =>
        [0, 1, 2, 3].map((col) =>
          (row + col * 3) % 2 === 0 ? (
            <rect
              key={`${row}-${col}`}
              className="art-qr-dot"
              x={134 + col * 8}
              y={88 + row * 8}
              width="7"
              height="7"
            />
          ) : null,
        ),
      )}
      <rect className="art-line" x="78" y="140" width="40" height="10" />
      <rect className="art-line" x="58" y="150" width="80" height="6" rx="3" />
      <rect className="art-frame" x="214" y="30" width="84" height="156" rx="12" />
      {[46, 94].map((y) => (
        <CardArt key={y} x={222} y={y} width={68} />
      ))}
      <polygon
        className="art-exact"
        points="256,140 262,153 276,154 265,163 269,177 256,169 243,177 247,163 236,154 250,153"
      />
    </svg>
  )
}

/** A day's bar of the example week. */
export type DayBar = { day: string; clicks: number }

/** A week of an example channel's clicks, as bars (the numbers are in the caption). */
export function InsightsArt({ bars }: { bars: readonly DayBar[] }) {
  const most = Math.max(...bars.map((bar) => bar.clicks))
  return (
    <svg
      className="art"
      viewBox="0 0 320 140"
      role="img"
      aria-label="Drawing: a bar chart of clicks a day over a week"
    >
      <rect className="art-frame" x="2" y="2" width="316" height="136" rx="8" />
      {bars.map((bar, index) => {
        const height = (bar.clicks / most) * 96
        return (
          <rect
            key={bar.day}
            className="art-accent"
            x={24 + index * 42}
            y={120 - height}
            width="28"
            height={height}
            rx="3"
          />
        )
      })}
    </svg>
  )
}
