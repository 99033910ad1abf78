// Which IP addresses a server-side fetch may reach. A feed URL is chosen by a Studio member, so
// without this check the server would fetch from its own network on their behalf (SSRF): the
// loopback admin ports, the database, the cloud's metadata service at 169.254.169.254.
// Ranges follow IANA's special-purpose registries; anything not plainly public is refused.
import { BlockList, isIP } from 'node:net'

/** IPv4 ranges that are not the public internet. */
const IPV4_NOT_PUBLIC: [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
]

/**
 * IPv6 ranges refused inside global unicast (2000::/3); everything outside it (loopback,
 * link-local, unique-local, multicast, …) is refused by not being in it.
 */
const IPV6_NOT_PUBLIC: [string, number][] = [
  ['2001::', 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
]

function blockList(ranges: [string, number][], type: 'ipv4' | 'ipv6'): BlockList {
  const list = new BlockList()
  for (const [network, prefix] of ranges) list.addSubnet(network, prefix, type)
  return list
}

const ipv4NotPublic = blockList(IPV4_NOT_PUBLIC, 'ipv4')
const ipv6NotPublic = blockList(IPV6_NOT_PUBLIC, 'ipv6')
const globalUnicast = blockList([['2000::', 3]], 'ipv6')

/** An IPv6 address as its 16 bytes; null when it is not one (a zone id such as `%eth0` included). */
function ipv6Bytes(address: string): Uint8Array | null {
  let canonical: string
  try {
    // The URL parser writes every IPv6 spelling (dotted tail, leading zeros) as hex groups.
    canonical = new URL(`http://[${address}]`).hostname.slice(1, -1)
  } catch {
    return null
  }
  const [head = '', tail] = canonical.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const zeros = Array<string>(8 - headGroups.length - tailGroups.length).fill('0')
  const groups = tail === undefined ? headGroups : [...headGroups, ...zeros, ...tailGroups]
  const bytes = new Uint8Array(16)
  groups.forEach((group, i) => {
    const value = Number.parseInt(group, 16)
    bytes[i * 2] = value >> 8
    bytes[i * 2 + 1] = value & 0xff
  })
  return bytes
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte)
}

function ipv4At(bytes: Uint8Array, offset: number): string {
  return Array.from(bytes.subarray(offset, offset + 4)).join('.')
}

/**
 * The IPv4 address an IPv6 one stands for, when it embeds one: IPv4-mapped (::ffff:a.b.c.d),
 * IPv4-compatible (::a.b.c.d, which also covers :: and ::1), NAT64 (64:ff9b::a.b.c.d) and
 * 6to4 (2002:aabb:ccdd::). Each reaches that IPv4 host, so that host is what is checked.
 */
function embeddedIpv4(bytes: Uint8Array): string | null {
  const zeros = Array<number>(10).fill(0)
  if (startsWith(bytes, [...zeros, 0xff, 0xff])) return ipv4At(bytes, 12)
  if (startsWith(bytes, [...zeros, 0, 0])) return ipv4At(bytes, 12)
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, ...zeros.slice(0, 8)])) return ipv4At(bytes, 12)
  if (startsWith(bytes, [0x20, 0x02])) return ipv4At(bytes, 2)
  return null
}

/** Whether an IP address is on the public internet (false for anything that is not an IP address). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 4) return !ipv4NotPublic.check(address, 'ipv4')
  if (family !== 6) return false
  const bytes = ipv6Bytes(address)
  if (!bytes) return false
  const ipv4 = embeddedIpv4(bytes)
  if (ipv4 !== null) return isPublicAddress(ipv4)
  return globalUnicast.check(address, 'ipv6') && !ipv6NotPublic.check(address, 'ipv6')
}
