import { defineConfig } from 'drizzle-kit'

/** drizzle-kit settings: `npm run db:generate` writes SQL migrations from schema.ts. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
})
