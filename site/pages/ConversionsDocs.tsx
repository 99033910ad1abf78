import { ATTRIBUTION_WINDOW_DAYS } from '../../shared/api/attribution'
import {
  CONVERSION_CHANNEL_HEADER,
  CONVERSION_PIXEL_PATH,
  CONVERSION_SIGNATURE_HEADER,
  CONVERSIONS_PATH,
  SIGNATURE_TOLERANCE_SECONDS,
} from '../../shared/api/conversions-wire'
import { DEFAULT_API_PATH } from '../../shared/api/paths'
import { CodeBlock } from '../ui/CodeBlock'

type Refusal = { status: number; code: string; text: string }

/** The refusals a sender branches on, by code (shared/api/error-codes.ts). */
export const CONVERSION_REFUSALS: Refusal[] = [
  { status: 400, code: 'invalid-request', text: 'a field is wrong; the message names it' },
  {
    status: 401,
    code: 'bad-signature',
    text: 'no signature, a malformed one, or one not made with this channel’s secret (another channel’s, or an old one)',
  },
  {
    status: 401,
    code: 'stale-signature',
    text: `t is more than ${SIGNATURE_TOLERANCE_SECONDS / 60} minutes from our clock: a replay, or a wrong clock`,
  },
  {
    status: 403,
    code: 'no-conversion-secret',
    text: 'the channel has no secret yet: an owner makes one in the Studio',
  },
  { status: 404, code: 'unknown-click', text: 'no click of this channel has that click id' },
  {
    status: 410,
    code: 'expired-click',
    text: `the click is older than ${ATTRIBUTION_WINDOW_DAYS} days`,
  },
  {
    status: 409,
    code: 'refund-without-sale',
    text: 'a refund names an order whose sale was not recorded',
  },
]

/** The examples, for a channel and our origin ('' until known: paths relative to this site). */
export function conversionExamples(origin: string, channelId: string) {
  const api = `${origin}${DEFAULT_API_PATH}`
  const curl = `SECRET='stvc_…'   # the channel's conversion secret, from the Studio
CLICK_ID='…'        # the stv_click parameter our buy link added (22 characters)
BODY='{"clickId":"'"$CLICK_ID"'","orderId":"A-100","value":"129.90","currency":"EUR"}'
T=$(date +%s)
SIG=$(printf '%s' "$T.$BODY" | openssl dgst -sha256 -hmac "$SECRET" -r | cut -d' ' -f1)
curl -X POST '${api}${CONVERSIONS_PATH}' \\
  -H 'Content-Type: application/json' \\
  -H '${CONVERSION_CHANNEL_HEADER}: ${channelId}' \\
  -H "${CONVERSION_SIGNATURE_HEADER}: t=$T,v1=$SIG" \\
  --data-raw "$BODY"`
  const node = `import { createHmac } from 'node:crypto'

const secret = process.env.STV_CONVERSION_SECRET
// A refund: the same orderId with a negative value, like "-20.00".
const body = JSON.stringify({ clickId, orderId: 'A-100', value: '129.90', currency: 'EUR' })
const t = Math.floor(Date.now() / 1000)
const v1 = createHmac('sha256', secret).update(\`\${t}.\${body}\`).digest('hex')
const res = await fetch('${api}${CONVERSIONS_PATH}', {
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    '${CONVERSION_CHANNEL_HEADER}': '${channelId}',
    '${CONVERSION_SIGNATURE_HEADER}': \`t=\${t},v1=\${v1}\`,
  },
  body, // exactly the text that was signed
})
// 201 { conversionId }, 200 { duplicate: true }, or { error: { code, message } }`
  const pixel = `# On your server, when it renders the order's thank-you page:
T=$(date +%s)
MSG=$(printf '%s.%s\\n%s\\n%s\\n%s\\n%s' "$T" '${channelId}' "$CLICK_ID" 'A-100' '129.90' 'EUR')
SIG=$(printf '%s' "$MSG" | openssl dgst -sha256 -hmac "$SECRET" -r | cut -d' ' -f1)
echo "<img src=\\"${api}${CONVERSION_PIXEL_PATH}?channel=${channelId}&click_id=$CLICK_ID&order_id=A-100&value=129.90&currency=EUR&t=$T&sig=$SIG\\" width=\\"1\\" height=\\"1\\" alt=\\"\\">"`
  return { curl, node, pixel }
}

/** /docs "Conversions": how a retailer reports the orders that followed a click. */
export function ConversionsDocs({ origin, channelId }: { origin: string; channelId: string }) {
  const examples = conversionExamples(origin, channelId)
  return (
    <>
      <h2 id="conversions">Conversions</h2>
      <p>
        Each buy link goes out through our redirect, which adds a random click id to the shop’s
        address: <code>stv_click</code>, or the parameter your feed’s{' '}
        <a href="#link-tracking">link tracking</a> names. When that visit ends in an order, your
        shop’s server reports it to us within {ATTRIBUTION_WINDOW_DAYS} days of the click, and the
        Studio’s Insights show orders, revenue per currency, the conversion rate and revenue per
        thousand impressions, per hour, product and program segment. Nothing about the buyer is sent
        or kept.
      </p>
      <p>
        Sign each report with the channel’s conversion secret (an owner makes it under Conversions
        in the Studio): <code>{CONVERSION_SIGNATURE_HEADER}: t=…,v1=…</code>, where <code>t</code>{' '}
        is the time in unix seconds and <code>v1</code> the hex HMAC-SHA256 of{' '}
        <code>{'{t}.{the raw body}'}</code>. A signature is good for{' '}
        {SIGNATURE_TOLERANCE_SECONDS / 60} minutes either side of our clock. Keep the secret on your
        server, never in a page.
      </p>
      <ul>
        <li>
          <code>clickId</code>: the click id; <code>orderId</code>: your order’s id (1–100
          characters); <code>value</code>: a decimal string such as <code>"129.90"</code>, with at
          most the currency’s minor digits (<code>"1500"</code> JPY); <code>currency</code>: ISO
          4217, three capital letters (<code>EUR</code>, not <code>eur</code> or <code>€</code>);
          optional <code>items</code>: <code>[{'{ id, quantity, price }'}]</code>.
        </li>
        <li>
          Sending the same order again changes nothing and answers{' '}
          <code>{'{ "duplicate": true }'}</code>, so retries are safe. A refund is the same{' '}
          <code>orderId</code> and <code>clickId</code> with a negative value (<code>"-20.00"</code>
          ), in the sale’s currency, once per order.
        </li>
      </ul>
      <h3>curl and openssl</h3>
      <CodeBlock text={examples.curl} testId="conversion-curl" copyLabel="Copy the command" />
      <h3>Node</h3>
      <CodeBlock text={examples.node} testId="conversion-node" copyLabel="Copy the code" />
      <h3>The pixel</h3>
      <p>
        Where your shop can only place an image, sign the same values on your server: the HMAC of{' '}
        <code>{'{t}.{channel}'}</code> then the click id, order id, value and currency, each on a
        line of its own (joined by <code>\n</code>), as <code>sig</code>. The pixel answers a 1×1
        GIF, or the same errors as JSON.
      </p>
      <CodeBlock text={examples.pixel} testId="conversion-pixel" copyLabel="Copy the command" />
      <h3>Refusals</h3>
      <p>
        A refusal is <code>{'{ "error": { "code", "message" } }'}</code> and stores nothing:
      </p>
      <dl className="attributes" data-testid="conversion-errors">
        {CONVERSION_REFUSALS.map((refusal) => (
          <div key={refusal.code}>
            <dt>
              <code>{refusal.status}</code> <code>{refusal.code}</code>
            </dt>
            <dd>{refusal.text}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
