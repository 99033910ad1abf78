import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { errorBody } from '../../shared/api/error-codes'
import { studioPaths } from '../../shared/api/studio'
import { channels } from '../db/schema'
import { bearer, type TestApp, testApp } from '../testing'

let t: TestApp
let alice: Record<string, string>
let bob: Record<string, string>
let carol: Record<string, string>
let secret: string
const SHOP = 'shop-live'

async function json(res: Response) {
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

async function rotate(id: string, who: Record<string, string>) {
  return json(await t.post(studioPaths.conversionSecret(id), {}, who))
}

beforeAll(async () => {
  t = await testApp()
  alice = bearer(await t.signIn('alice@example.test', 'Alice'))
  bob = bearer(await t.signIn('bob@example.test', 'Bob'))
  carol = bearer(await t.signIn('carol@example.test', 'Carol'))
  const made = await t.post(
    studioPaths.channels,
    { id: SHOP, name: 'Shop', topic: 'shopping', description: 'A shop.' },
    alice,
  )
  expect(made.status).toBe(201)
  expect((await json(made)).body.conversionSecretSet).toBe(false)
  await t.post(studioPaths.members(SHOP), { email: 'bob@example.test', role: 'editor' }, alice)
  const rotated = await rotate(SHOP, alice)
  expect(rotated.status).toBe(200)
  secret = String(rotated.body.secret)
})
afterAll(() => t.close())

describe('the conversion secret', () => {
  test('an owner makes it, shown once; the channel says only that one is set', async () => {
    expect(secret).toMatch(/^stvc_[A-Za-z0-9_-]{43}$/)
    const channel = await json(await t.get(studioPaths.channel(SHOP), alice))
    expect(channel.body.conversionSecretSet).toBe(true)
    expect(JSON.stringify(channel.body)).not.toContain(secret)
  })

  test('an editor gets 403, and so does someone who is not a member', async () => {
    expect(await rotate(SHOP, bob)).toEqual({
      status: 403,
      body: errorBody(403, 'Only the channel’s owners can do this.'),
    })
    expect((await rotate(SHOP, carol)).status).toBe(403)
    const [row] = await t.db
      .select({ s: channels.conversionSecret })
      .from(channels)
      .where(eq(channels.id, SHOP))
    expect(row?.s).toBe(secret)
    const channel = await json(await t.get(studioPaths.channel(SHOP), bob))
    expect(channel.body.conversionSecretSet).toBe(true)
  })
})
