// What the development identity provider keeps, in the database so that every instance on
// it sees the same: its secrets (made once by whichever instance comes first), the accounts
// the sign-in form names, and oidc-provider's records through an Adapter.
import { generateKeyPair, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { Adapter, AdapterPayload } from 'oidc-provider'
import * as v from 'valibot'
import type { Db } from '../db'
import { devIdpAccounts, devIdpRecords, devIdpSecrets } from '../db/schema'
import { randomSecret } from '../http/secrets'
import type { DevSignIn } from './dev-sign-in-form'

/** The one row of `dev_idp_secrets`. */
const SECRETS_ID = 'development'

const JwkSchema = v.object({
  kty: v.literal('RSA'),
  kid: v.string(),
  alg: v.literal('RS256'),
  use: v.literal('sig'),
  n: v.string(),
  e: v.string(),
  d: v.string(),
  p: v.string(),
  q: v.string(),
  dp: v.string(),
  dq: v.string(),
  qi: v.string(),
})

/** The development provider's secrets, the same on every instance of one database. */
export type DevIdpSecrets = {
  /** The private RSA key (JWK) ID tokens are signed with. */
  signingKey: v.InferOutput<typeof JwkSchema>
  /** What the provider's cookies are signed with. */
  cookieKey: string
  /** The secret of the server's own client (DEV_CLIENT_ID) at the token endpoint. */
  clientSecret: string
}

const SecretsSchema = v.object({
  signingKey: JwkSchema,
  cookieKey: v.string(),
  clientSecret: v.string(),
})

async function newSigningKey(): Promise<DevIdpSecrets['signingKey']> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 })
  const jwk = privateKey.export({ format: 'jwk' })
  return v.parse(JwkSchema, {
    ...jwk,
    kty: 'RSA',
    kid: randomBytes(8).toString('hex'),
    alg: 'RS256',
    use: 'sig',
  })
}

async function readSecrets(db: Db): Promise<DevIdpSecrets | null> {
  const [row] = await db.select().from(devIdpSecrets).where(eq(devIdpSecrets.id, SECRETS_ID))
  return row ? v.parse(SecretsSchema, row) : null
}

/**
 * The development provider's secrets: read, or made and stored when there are none yet.
 * Two instances starting together may both make a set; the insert keeps the first and both
 * then read that one.
 */
export async function loadDevIdpSecrets(db: Db): Promise<DevIdpSecrets> {
  const existing = await readSecrets(db)
  if (existing) return existing
  await db
    .insert(devIdpSecrets)
    .values({
      id: SECRETS_ID,
      signingKey: await newSigningKey(),
      cookieKey: randomSecret(),
      clientSecret: randomSecret(),
    })
    .onConflictDoNothing()
  const stored = await readSecrets(db)
  if (!stored) throw new Error('The development sign-in secrets could not be stored')
  return stored
}

/** Keeps the name and e-mail a development sign-in typed for its subject. */
export async function saveDevAccount(db: Db, subject: string, account: DevSignIn): Promise<void> {
  await db
    .insert(devIdpAccounts)
    .values({ subject, ...account })
    .onConflictDoUpdate({
      target: devIdpAccounts.subject,
      set: { name: account.name, email: account.email, updatedAt: sql`now()` },
    })
}

/** The name and e-mail a development sign-in typed for a subject, or null. */
export async function findDevAccount(db: Db, subject: string): Promise<DevSignIn | null> {
  const [row] = await db
    .select({ name: devIdpAccounts.name, email: devIdpAccounts.email })
    .from(devIdpAccounts)
    .where(eq(devIdpAccounts.subject, subject))
  return row ?? null
}

/** A record's payload as oidc-provider wrote it: an object with string keys. */
const PayloadSchema = v.record(v.string(), v.unknown())

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000)

/**
 * oidc-provider's storage for one model (Session, Interaction, Grant, AuthorizationCode…)
 * on `dev_idp_records`. Expiry follows the real clock, as oidc-provider's own does; expired
 * rows of the model are removed when the next one is written.
 */
export class DevIdpAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly model: string,
  ) {}

  private live() {
    const now = new Date()
    return and(
      eq(devIdpRecords.model, this.model),
      or(isNull(devIdpRecords.expiresAt), gt(devIdpRecords.expiresAt, now)),
    )
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const now = Date.now()
    const expiresAt = expiresIn ? new Date(now + expiresIn * 1000) : null
    const row = {
      payload,
      grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
      uid: typeof payload.uid === 'string' ? payload.uid : null,
      expiresAt,
    }
    await this.db
      .insert(devIdpRecords)
      .values({ model: this.model, id, ...row })
      .onConflictDoUpdate({ target: [devIdpRecords.model, devIdpRecords.id], set: row })
    await this.db
      .delete(devIdpRecords)
      .where(and(eq(devIdpRecords.model, this.model), lt(devIdpRecords.expiresAt, new Date(now))))
  }

  private async findWhere(where: ReturnType<typeof and>): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: devIdpRecords.payload, consumedAt: devIdpRecords.consumedAt })
      .from(devIdpRecords)
      .where(and(this.live(), where))
      .limit(1)
    if (!row) return undefined
    const payload = v.parse(PayloadSchema, row.payload)
    return row.consumedAt ? { ...payload, consumed: epochSeconds(row.consumedAt) } : payload
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(devIdpRecords.id, id))
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(devIdpRecords.uid, uid))
  }

  async findByUserCode(): Promise<undefined> {
    // The device flow is not enabled: there are no user codes.
    return undefined
  }

  async consume(id: string): Promise<void> {
    // Only the first consumer marks it: a code raced to two instances is still used once.
    await this.db
      .update(devIdpRecords)
      .set({ consumedAt: new Date() })
      .where(
        and(
          eq(devIdpRecords.model, this.model),
          eq(devIdpRecords.id, id),
          isNull(devIdpRecords.consumedAt),
        ),
      )
  }

  async destroy(id: string): Promise<void> {
    await this.db
      .delete(devIdpRecords)
      .where(and(eq(devIdpRecords.model, this.model), eq(devIdpRecords.id, id)))
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(devIdpRecords).where(eq(devIdpRecords.grantId, grantId))
  }
}
