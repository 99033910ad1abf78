import { describe, expect, test } from 'vitest'
import {
  ConfigError,
  configFromEnv,
  DEFAULT_EMBEDDINGS_BATCH,
  DEFAULT_EMBEDDINGS_DIMENSIONS,
  DEFAULT_EMBEDDINGS_MODEL,
  DEFAULT_EMBEDDINGS_TIMEOUT_MS,
  DEFAULT_STUDIO_OPERATOR,
  DEV_CLIENT_ID,
  GOOGLE_ISSUER,
} from './config'

describe('configuration', () => {
  test('defaults to the README’s ports, origins and embedded database', () => {
    const config = configFromEnv({})
    expect(config).toMatchObject({
      port: 8080,
      demoHostsPort: 8081,
      host: '127.0.0.1',
      databaseUrl: null,
      publicOrigin: 'http://localhost:8080',
      demoHostsOrigin: 'http://127.0.0.1:8081',
      apiPath: '/api',
    })
    expect(config.dataDir).toMatch(/\.data$/)
  })

  test('WORKERS: one process by default; more only with DATABASE_URL', () => {
    expect(configFromEnv({}).workers).toBe(1)
    const pg = 'postgres://u:p@db.example/stv'
    expect(configFromEnv({ WORKERS: '4', DATABASE_URL: pg }).workers).toBe(4)
    expect(configFromEnv({ WORKERS: '1' }).workers).toBe(1)
    expect(() => configFromEnv({ WORKERS: '2' })).toThrow(
      new ConfigError(
        'WORKERS=2 needs DATABASE_URL: the embedded database serves one process only',
      ),
    )
    for (const bad of ['0', '-1', '1.5', 'many']) {
      expect(() => configFromEnv({ WORKERS: bad, DATABASE_URL: pg })).toThrow(/WORKERS must be/)
    }
  })

  test('STUDIO_OPERATORS: e-mails in lower case, a default operator without it', () => {
    expect(configFromEnv({}).studioOperators).toEqual([DEFAULT_STUDIO_OPERATOR])
    expect(
      configFromEnv({ STUDIO_OPERATORS: ' Ops@Example.com, tv@example.org ,' }).studioOperators,
    ).toEqual(['ops@example.com', 'tv@example.org'])
    expect(configFromEnv({ STUDIO_OPERATORS: '' }).studioOperators).toEqual([])
    expect(() => configFromEnv({ STUDIO_OPERATORS: 'ops@example.com, nobody' })).toThrow(
      /STUDIO_OPERATORS.*"nobody"/,
    )
  })

  test('WALLETCONNECT_PROJECT_ID: a 32-hex project id, null when unset or blank', () => {
    expect(configFromEnv({}).walletConnectProjectId).toBeNull()
    expect(configFromEnv({ WALLETCONNECT_PROJECT_ID: '  ' }).walletConnectProjectId).toBeNull()
    const id = '0123456789abcdef0123456789ABCDEF'
    expect(configFromEnv({ WALLETCONNECT_PROJECT_ID: ` ${id} ` }).walletConnectProjectId).toBe(id)
    expect(() => configFromEnv({ WALLETCONNECT_PROJECT_ID: 'my-project' })).toThrow(
      /WALLETCONNECT_PROJECT_ID.*"my-project"/,
    )
  })

  test('DEMO_ON_AIR: the demo channels follow their streams unless told to air by the clock', () => {
    expect(configFromEnv({}).demoOnAir).toBe('stream')
    expect(configFromEnv({ DEMO_ON_AIR: ' Clock ' }).demoOnAir).toBe('clock')
    expect(configFromEnv({ DEMO_ON_AIR: 'stream' }).demoOnAir).toBe('stream')
    expect(() => configFromEnv({ DEMO_ON_AIR: 'both' })).toThrow(
      'DEMO_ON_AIR must be stream or clock, got "both"',
    )
  })

  test('derives origins from the ports', () => {
    const config = configFromEnv({ PORT: '9000', DEMO_HOSTS_PORT: '9001' })
    expect(config.publicOrigin).toBe('http://localhost:9000')
    expect(config.demoHostsOrigin).toBe('http://127.0.0.1:9001')
  })

  test.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '9000', DEMO_HOSTS_PORT: '9000' }, 'differ'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_ORIGIN: 'ftp://x' }, 'PUBLIC_ORIGIN'],
    [{ PUBLIC_ORIGIN: 'not a url' }, 'PUBLIC_ORIGIN'],
  ])('refuses %o with a message naming %s', (env, name) => {
    expect(() => configFromEnv(env)).toThrow(ConfigError)
    expect(() => configFromEnv(env)).toThrow(name)
  })
})

describe('embeddings configuration', () => {
  test('without EMBEDDINGS_URL only the local model embeds', () => {
    expect(configFromEnv({}).embeddings).toEqual({ hosted: null })
    expect(configFromEnv({ EMBEDDINGS_URL: ' ', EMBEDDINGS_KEY: 'k' }).embeddings).toEqual({
      hosted: null,
    })
  })

  test('EMBEDDINGS_URL with the defaults of the other variables', () => {
    expect(configFromEnv({ EMBEDDINGS_URL: 'https://api.example.com' }).embeddings.hosted).toEqual({
      endpoint: 'https://api.example.com/v1/embeddings',
      key: null,
      model: DEFAULT_EMBEDDINGS_MODEL,
      dimensions: DEFAULT_EMBEDDINGS_DIMENSIONS,
      timeoutMs: DEFAULT_EMBEDDINGS_TIMEOUT_MS,
      batchTexts: DEFAULT_EMBEDDINGS_BATCH,
    })
  })

  test('EMBEDDINGS_KEY, _MODEL, _DIMENSIONS, _TIMEOUT_MS and _BATCH', () => {
    const { hosted } = configFromEnv({
      EMBEDDINGS_URL: 'http://127.0.0.1:9000/v1/embeddings/',
      EMBEDDINGS_KEY: ' sk-1 ',
      EMBEDDINGS_MODEL: 'nomic-embed-text',
      EMBEDDINGS_DIMENSIONS: '768',
      EMBEDDINGS_TIMEOUT_MS: '500',
      EMBEDDINGS_BATCH: '8',
    }).embeddings
    expect(hosted).toEqual({
      endpoint: 'http://127.0.0.1:9000/v1/embeddings',
      key: 'sk-1',
      model: 'nomic-embed-text',
      dimensions: 768,
      timeoutMs: 500,
      batchTexts: 8,
    })
  })

  test.each([
    [{ EMBEDDINGS_URL: 'api.example.com' }, 'EMBEDDINGS_URL'],
    [{ EMBEDDINGS_URL: 'ftp://api.example.com' }, 'EMBEDDINGS_URL'],
    [{ EMBEDDINGS_URL: 'https://user:sk-1@api.example.com' }, 'EMBEDDINGS_KEY'],
    [{ EMBEDDINGS_URL: 'https://api.example.com?key=sk-1' }, 'EMBEDDINGS_KEY'],
    [
      { EMBEDDINGS_URL: 'https://api.example.com', EMBEDDINGS_TIMEOUT_MS: '0' },
      'EMBEDDINGS_TIMEOUT_MS',
    ],
    [
      { EMBEDDINGS_URL: 'https://api.example.com', EMBEDDINGS_DIMENSIONS: '1.5' },
      'EMBEDDINGS_DIMENSIONS',
    ],
    [{ EMBEDDINGS_URL: 'https://api.example.com', EMBEDDINGS_BATCH: '0' }, 'EMBEDDINGS_BATCH'],
    [{ EMBEDDINGS_URL: 'http://127.0.0.1:11434/api/embed' }, "Ollama's own route"],
  ])('refuses %o with a message naming %s', (env, name) => {
    expect(() => configFromEnv(env)).toThrow(ConfigError)
    expect(() => configFromEnv(env)).toThrow(name)
  })
})

describe('sign-in configuration', () => {
  const google = { GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 's3' }

  test('without Google credentials the development identity provider signs viewers in', () => {
    // Its client secret is not configuration: every instance reads it from the database.
    expect(configFromEnv({}).signIn).toEqual({ provider: 'development', clientId: DEV_CLIENT_ID })
  })

  test.each([
    'http://localhost:8080',
    'http://127.0.0.1:9000',
    'http://[::1]:8080',
    'https://localhost',
  ])('the development provider starts by itself on the loopback origin %s', (origin) => {
    expect(configFromEnv({ PUBLIC_ORIGIN: origin }).signIn.provider).toBe('development')
  })

  test.each(['https://tv.example', 'http://192.168.1.20:8080', 'http://0.0.0.0:8080'])(
    'on %s it needs Google or DEV_SIGN_IN=on, and says so',
    (origin) => {
      const start = () => configFromEnv({ PUBLIC_ORIGIN: origin })
      expect(start).toThrow(ConfigError)
      expect(start).toThrow(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or DEV_SIGN_IN=on/)
      expect(configFromEnv({ PUBLIC_ORIGIN: origin, DEV_SIGN_IN: 'on' }).signIn.provider).toBe(
        'development',
      )
      expect(configFromEnv({ PUBLIC_ORIGIN: origin, DEV_SIGN_IN: ' ON ' }).signIn.provider).toBe(
        'development',
      )
    },
  )

  test('with both Google variables Google signs viewers in, never the development provider', () => {
    const config = configFromEnv({ ...google, PUBLIC_ORIGIN: 'https://shoppable.example' })
    expect(config.signIn).toEqual({
      provider: 'google',
      issuer: GOOGLE_ISSUER,
      clientId: 'id.apps.googleusercontent.com',
      clientSecret: 's3',
    })
    expect(GOOGLE_ISSUER).toBe('https://accounts.google.com')
  })

  test('Google may run on plain http only on this machine', () => {
    expect(configFromEnv(google).signIn.provider).toBe('google')
    expect(
      configFromEnv({ ...google, PUBLIC_ORIGIN: 'http://127.0.0.1:8080' }).signIn.provider,
    ).toBe('google')
  })

  test.each([
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET is missing'],
    [{ GOOGLE_CLIENT_SECRET: 'secret' }, 'GOOGLE_CLIENT_ID is missing'],
    [{ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: '  ' }, 'GOOGLE_CLIENT_SECRET is missing'],
    [{ ...google, PUBLIC_ORIGIN: 'http://shoppable.example' }, 'PUBLIC_ORIGIN must use https'],
    [{ DEV_SIGN_IN: 'yes' }, 'DEV_SIGN_IN must be on or off'],
    [{ ...google, DEV_SIGN_IN: 'on' }, 'DEV_SIGN_IN=on and Google sign-in'],
    [{ PUBLIC_ORIGIN: 'https://tv.example', DEV_SIGN_IN: 'off' }, 'DEV_SIGN_IN=on'],
  ])('refuses %o: %s', (env, message) => {
    expect(() => configFromEnv(env)).toThrow(ConfigError)
    expect(() => configFromEnv(env)).toThrow(message)
  })
})
