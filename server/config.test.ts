import { describe, expect, test } from 'vitest'
import { ConfigError, configFromEnv } from './config'

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
