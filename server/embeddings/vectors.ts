// Vector arithmetic every model shares: the contract promises unit vectors, so a dot product
// is the cosine similarity.

/** Scales a vector to unit length in place and returns it; null when it has no direction. */
export function normalise<T extends Float32Array>(vector: T): T | null {
  let sum = 0
  for (const x of vector) sum += x * x
  const norm = Math.sqrt(sum)
  if (!Number.isFinite(norm) || norm === 0) return null
  for (const [i, x] of vector.entries()) vector[i] = x / norm
  return vector
}

/** The dot product of two vectors of one space (the cosine similarity of unit vectors). */
export function dot(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) throw new Error(`vectors of ${a.length} and ${b.length} dimensions`)
  // An index loop: the fallback search scores every candidate's vector with this.
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += (a[i] ?? 0) * (b[i] ?? 0)
  return sum
}
