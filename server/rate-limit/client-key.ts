// What a rate limit counts as one client. An IPv6 client is given a whole /64 (one subnet, the
// least an ISP hands out), so it could otherwise take a fresh address for every request; an
// IPv4 client is its address. Loopback is one machine however it is spelled.
import { isIPv4, isIPv6 } from 'node:net'

/** The eight 16-bit groups of an IPv6 address (no zone), or null when it is none. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null
  // A dotted IPv4 tail (::ffff:1.2.3.4) is the last two groups.
  const text = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)]
      .map((x) => x.toString(16))
      .join(':'),
  )
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16))
  const [head = '', tail] = text.split('::')
  const left = parse(head)
  const right = tail === undefined ? [] : parse(tail)
  const zeros = 8 - left.length - right.length
  return [...left, ...new Array<number>(Math.max(0, zeros)).fill(0), ...right]
}

/**
 * The key a rate limit counts `address` under: `v4:a.b.c.d` (any 127.x.y.z as `v4:127.0.0.0/8`),
 * `v6:xxxx:xxxx:xxxx:xxxx::/64`, an IPv4-mapped IPv6 address as its IPv4; anything else as it is.
 */
export function clientKey(address: string): string {
  const bare = address.replace(/%.*$/, '')
  if (isIPv4(bare)) return bare.startsWith('127.') ? 'v4:127.0.0.0/8' : `v4:${bare}`
  const groups = ipv6Groups(bare)
  if (!groups) return address
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = groups
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) {
    return clientKey(`${g >> 8}.${g & 255}.${h >> 8}.${h & 255}`)
  }
  if (groups.slice(0, 7).every((x) => x === 0) && h === 1) return 'v4:127.0.0.0/8'
  return `v6:${[a, b, c, d].map((x) => x.toString(16)).join(':')}::/64`
}
