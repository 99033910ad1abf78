import { describe, expect, test } from 'vitest'
import { isPublicAddress } from './public-address'

describe('addresses a feed fetch may reach', () => {
  test.each([
    ['8.8.8.8'],
    ['93.184.216.34'],
    ['1.1.1.1'],
    ['172.32.0.1'], // just past 172.16/12
    ['100.128.0.1'], // just past 100.64/10
    ['198.20.0.1'], // just past 198.18/15
    ['223.255.255.255'], // just below multicast
    ['2606:4700:4700::1111'],
    ['2a00:1450:4001:80b::200e'],
    ['::ffff:8.8.8.8'], // IPv4-mapped public
    ['64:ff9b::808:808'], // NAT64 of 8.8.8.8
    ['2002:808:808::1'], // 6to4 of 8.8.8.8
  ])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true)
  })

  test.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this network'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['169.254.169.254', 'cloud metadata'],
    ['169.254.0.1', 'link-local'],
    ['192.0.0.170', 'IETF protocol assignments'],
    ['192.0.2.10', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['0:0:0:0:0:0:0:1', 'IPv6 loopback, long form'],
    ['fe80::1', 'IPv6 link-local'],
    ['febf::1', 'IPv6 link-local, top of fe80::/10'],
    ['fe80::1%eth0', 'IPv6 link-local with a zone'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['ff02::1', 'IPv6 multicast'],
    ['fec0::1', 'site-local (deprecated)'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback in hex'],
    ['0:0:0:0:0:ffff:a9fe:a9fe', 'IPv4-mapped metadata, long form'],
    ['::ffff:10.1.2.3', 'IPv4-mapped private'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['::10.0.0.1', 'IPv4-compatible private'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of metadata'],
    ['64:ff9b:1::1', 'local-use NAT64'],
    ['2002:7f00:1::', '6to4 of loopback'],
    ['2002:c0a8:101::1', '6to4 of 192.168.1.1'],
    ['2001:db8::1', 'IPv6 documentation'],
    ['3fff::1', 'IPv6 documentation (2024)'],
    ['2001::1', 'Teredo'],
    ['2001:2::1', 'IPv6 benchmarking'],
    ['100::1', 'discard-only'],
    ['::ffff:0:8.8.8.8', 'IPv4-translated'],
  ])('%s is not public (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })

  test.each([['localhost'], ['127.1'], ['0x7f000001'], [''], ['example.com'], ['1.2.3.4.5']])(
    '%s is not an address, so not public',
    (text) => {
      expect(isPublicAddress(text)).toBe(false)
    },
  )
})
