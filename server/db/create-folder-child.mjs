// The child process of create-folder.ts: creates an embedded database folder (PGlite's initdb)
// and exits, so the memory that takes is given back to the system with the process. Plain
// JavaScript, so it starts without tsx.
import { PGlite } from '@electric-sql/pglite'

const folder = process.argv[2]
if (!folder) throw new Error('usage: create-folder-child.mjs <folder>')
const client = await PGlite.create(folder)
await client.close()
