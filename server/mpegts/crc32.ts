// The CRC-32 of MPEG-2 table sections (polynomial 0x04C11DB7, not reflected, initial all ones).

const TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n << 24
  for (let k = 0; k < 8; k++) c = c & 0x80000000 ? (c << 1) ^ 0x04c11db7 : c << 1
  return c >>> 0
})

export function crc32Mpeg(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = ((crc << 8) ^ (TABLE[((crc >>> 24) ^ byte) & 0xff] ?? 0)) >>> 0
  return crc >>> 0
}
