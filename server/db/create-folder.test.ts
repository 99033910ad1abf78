import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { createFolder, holdsDatabase } from './create-folder'

let dir: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stv-create-folder-'))
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

test('creates a database that PGlite then opens as it is, and leaves one that exists', async () => {
  const folder = join(dir, 'data')
  expect(holdsDatabase(folder)).toBe(false)
  await createFolder(folder)
  expect(holdsDatabase(folder)).toBe(true)
  const client = await PGlite.create(folder)
  await client.exec('create table kept (n int); insert into kept values (17)')
  await client.close()
  await createFolder(folder)
  const again = await PGlite.create(folder)
  const { rows } = await again.query<{ n: number }>('select n from kept')
  await again.close()
  expect(rows).toEqual([{ n: 17 }])
}, 60_000)

test('says which folder could not be made, and why', async () => {
  const file = join(dir, 'a-file')
  writeFileSync(file, 'not a folder')
  await expect(createFolder(join(file, 'data'))).rejects.toThrow(
    `Could not create the database in ${join(file, 'data')}`,
  )
}, 60_000)
