import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig, type UserConfig } from 'vite'
import { configDefaults } from 'vitest/config'
import pkg from './package.json' with { type: 'json' }
import { compileHintsPlugin } from './scripts/compile-hints.ts'
import { firstScreenCssPlugin, widgetCssPlugin } from './scripts/minify-css.ts'
import { quietPenpalPlugin } from './scripts/quiet-penpal.ts'
import { lowScriptPriorityPlugin } from './scripts/script-priority.ts'
import { terserPass } from './scripts/terser-pass.ts'

/**
 * One Vite config for every build, chosen by `--mode`:
 * - `widget`: the `<shoppable-tv>` element (Preact through widget/preact-react in place of React) as ES modules
 *   under dist/widget/{version}/, lazy chunks beside it;
 * - `loader`: the one-file script broadcasters include, dist/widget/{version}/loader.js;
 * - `walletconnect`: the WalletConnect chunk, dist/widget/{version}/chunks/walletconnect/;
 * - `site`: the React 19 host site's client bundle, dist/site/;
 * - `site-app`: /app's own script (site/entry-app.tsx) on preact/compat, into dist/site/assets/app/;
 * - `site-ssr`: the same routes built for Node, used by scripts/prerender.ts;
 * - `first-screen`: the widget's first screen rendered for Node (widget/element/first-screen.tsx),
 *   dist/widget-ssr/first-screen.js, which `/embed` draws into its element.
 * Without a mode (vitest), the test projects below apply.
 */

const root = fileURLToPath(new URL('.', import.meta.url))
const version = pkg.version

/**
 * react → Preact for the widget, so its components use React APIs at Preact's size:
 * `react` and `react-dom/client` are widget/preact-react (the few APIs used, without the
 * whole of preact/compat that r2wc's default import would keep), `react-dom` is compat.
 */
const preactAliases = [
  { find: /^react$/, replacement: `${root}widget/preact-react/index.ts` },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: `${root}widget/preact-react/client.ts` },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
]

function widgetBuild(): UserConfig {
  return {
    plugins: [
      widgetCssPlugin,
      firstScreenCssPlugin,
      quietPenpalPlugin,
      terserPass(true),
      compileHintsPlugin,
    ],
    define: { 'process.env.NODE_ENV': '"production"' },
    resolve: { alias: preactAliases },
    publicDir: false,
    build: {
      outDir: `${root}dist/widget/${version}`,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      // .vite/manifest.json: which chunk is the frame's bridge, for /embed to preload (issue 17).
      manifest: true,
      lib: {
        // analytics.js: the widget loads it after its first card, the loader on a host page at
        // the frame's first GA4 event (issue 65); it imports nothing of the core.
        entry: {
          'shoppable-tv': `${root}widget/element/index.ts`,
          analytics: `${root}widget/analytics/index.ts`,
        },
        formats: ['es'],
      },
      rolldownOptions: {
        // Everything the widget needs at start is in its one module (issue 17): no shared
        // chunk found only once the entry has been parsed (a round trip), and about 1 KB less
        // gzip than entry and shared chunk compressed apart. The lazy chunks (rewards, wallet,
        // sidebar, frame bridge) import what they share with it from it, as the entry may
        // export more than it declares; what only lazy chunks share gets chunks of its own.
        preserveEntrySignatures: 'allow-extension',
        // Library mode keeps whitespace in ES output (for bundlers' sake); these files go
        // straight to browsers, so they are minified whole.
        output: {
          chunkFileNames: 'chunks/[name]-[hash].js',
          minify: true,
          // Pure-call annotations are for a later bundler; browsers only download them.
          comments: { legal: true, annotation: false, jsdoc: false },
        },
      },
    },
  }
}

/**
 * The widget's first screen for the server (issue 63): its own components on the same Preact
 * aliases, rendered by preact-render-to-string, built for Node apart from the widget so neither
 * the renderer nor the server's Env reaches a browser. Its packages stay external: the server
 * loads them from node_modules, one Preact for the renderer and the components.
 */
function firstScreenBuild(): UserConfig {
  return {
    define: { 'process.env.NODE_ENV': '"production"' },
    resolve: { alias: preactAliases },
    publicDir: false,
    build: {
      outDir: `${root}dist/widget-ssr`,
      emptyOutDir: true,
      ssr: `${root}widget/element/first-screen.tsx`,
      target: 'node20',
      minify: false,
    },
  }
}

/**
 * The WalletConnect chunk (wagmi's connector, its provider, relay client and pairing modal),
 * built on its own into dist/widget/{version}/chunks/walletconnect/: the wallet chunk imports it
 * by URL only when the viewer chooses WalletConnect. Built apart, it shares no module with the
 * widget's chunks, so it can neither move code into the core nor make the wallet chunk load
 * the parts of viem only WalletConnect uses; it carries its own copy of what it needs.
 */
function walletConnectBuild(): UserConfig {
  return {
    define: { 'process.env.NODE_ENV': '"production"' },
    publicDir: false,
    build: {
      outDir: `${root}dist/widget/${version}/chunks/walletconnect`,
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      lib: {
        entry: { walletconnect: `${root}widget/wallet/walletconnect.ts` },
        formats: ['es'],
      },
      rolldownOptions: {
        output: { chunkFileNames: '[name]-[hash].js', minify: true },
      },
    },
  }
}

function loaderBuild(): UserConfig {
  return {
    plugins: [quietPenpalPlugin, terserPass(false)],
    define: { 'process.env.NODE_ENV': '"production"' },
    publicDir: false,
    build: {
      outDir: `${root}dist/widget/${version}`,
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      lib: {
        entry: `${root}widget/loader/index.ts`,
        formats: ['iife'],
        name: 'ShoppableTvLoader',
        fileName: () => 'loader.js',
      },
    },
  }
}

/**
 * react-router marks modules "use client", a React Server Components boundary; the site has
 * no server components, so it means nothing to its client or SSR bundle. Other directives warn.
 */
type Onwarn = NonNullable<
  NonNullable<NonNullable<UserConfig['build']>['rolldownOptions']>['onwarn']
>
const quietDirectives: Onwarn = (warning, warn) => {
  if (warning.code !== 'MODULE_LEVEL_DIRECTIVE' || !warning.message.includes('"use client"')) {
    warn(warning)
  }
}

/**
 * react → preact/compat for /app's own script (issue 17): the page that hosts the widget
 * then loads one small runtime beside the widget's Preact instead of React 19. The rest of
 * the site stays on React (its hydration in slices keeps /demo's blocking time down, see
 * site/README.md); the prerender renders /app with React, and Preact hydrates that HTML.
 */
const sitePreactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
]

/**
 * preact/compat lacks some React 19 APIs (`use`, `useActionState`, `useOptimistic`…). A
 * named import of one already fails the build (MISSING_EXPORT); this fails it for a
 * namespace use (`React.use`) too, instead of an undefined in the browser.
 */
const refuseMissingReactApis: Onwarn = (warning, warn) => {
  if (warning.code === 'IMPORT_IS_UNDEFINED') {
    throw new Error(`/app's script runs on preact/compat, which lacks this: ${warning.message}`)
  }
  warn(warning)
}

/**
 * /app's script, written beside the site's build (which runs first and empties dist/site):
 * its chunks under assets/app/ (hashed, so served as immutable, and outside the marketing
 * page's size budget), its template as dist/site/app.html for the prerender.
 */
function siteAppBuild(): UserConfig {
  return {
    root: `${root}site`,
    define: { 'process.env.NODE_ENV': '"production"' },
    resolve: { alias: sitePreactAliases },
    publicDir: false,
    build: {
      outDir: `${root}dist/site`,
      emptyOutDir: false,
      assetsDir: 'assets/app',
      target: 'es2022',
      rolldownOptions: { input: `${root}site/app.html`, onwarn: refuseMissingReactApis },
    },
  }
}

/** The site's tests that run /app's document on preact/compat, as the browser does. */
const SITE_APP_TESTS = ['site/app-document.test.tsx', 'site/app-store/app-channel.test.tsx']

function siteBuild(ssr: boolean): UserConfig {
  return {
    root: `${root}site`,
    define: { 'process.env.NODE_ENV': '"production"' },
    publicDir: `${root}site/public`,
    // The prerendered pages' hydration code yields the network to what they first paint.
    plugins: ssr ? [] : [lowScriptPriorityPlugin],
    build: ssr
      ? {
          outDir: `${root}dist/site-ssr`,
          emptyOutDir: true,
          ssr: `${root}site/entry-server.tsx`,
          target: 'node20',
          rolldownOptions: { onwarn: quietDirectives },
        }
      : {
          outDir: `${root}dist/site`,
          emptyOutDir: true,
          manifest: true,
          target: 'es2022',
          rolldownOptions: { input: `${root}site/index.html`, onwarn: quietDirectives },
        },
  }
}

export default defineConfig(({ mode }) => {
  if (mode === 'widget') return widgetBuild()
  if (mode === 'loader') return loaderBuild()
  if (mode === 'walletconnect') return walletConnectBuild()
  if (mode === 'site') return siteBuild(false)
  if (mode === 'site-app') return siteAppBuild()
  if (mode === 'site-ssr') return siteBuild(true)
  if (mode === 'first-screen') return firstScreenBuild()
  return {
    test: {
      // One test file per core, Vitest's default less one: much of the node project's time is
      // spent waiting on child processes, PostgreSQL and the disk, so the second core is not idle
      // but busy with the next file (CI on 2 cores: the unit tests in 13 min instead of 17).
      maxWorkers: availableParallelism(),
      projects: [
        {
          extends: true,
          resolve: { alias: preactAliases },
          test: {
            name: 'widget',
            include: ['widget/**/*.test.{ts,tsx}'],
            environment: 'happy-dom',
            // These import `react`; inlined, they go through the widget/preact-react alias too
            // (externalized, Node would load real React beside Preact).
            server: {
              deps: { inline: ['@r2wc/react-to-web-component', '@r2wc/core', '@nanostores/react'] },
            },
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['server/testing-setup.ts'],
            // A test app with seed inputs of its own seeds from scratch: about 15 s on a slow
            // 2-core machine, twice that beside another test file.
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'site',
            include: ['site/**/*.test.{ts,tsx}'],
            exclude: [...configDefaults.exclude, ...SITE_APP_TESTS],
            environment: 'happy-dom',
          },
        },
        {
          // /app's own document as the browser runs it: its code on preact/compat.
          extends: true,
          resolve: { alias: sitePreactAliases },
          test: {
            name: 'site-app',
            include: [...SITE_APP_TESTS],
            environment: 'happy-dom',
            // Inlined, their `react` goes through the alias too (externalized, Node would load
            // real React beside Preact).
            server: { deps: { inline: ['@nanostores/react'] } },
          },
        },
      ],
      exclude: [...configDefaults.exclude, 'tests/**', 'dist/**'],
    },
  }
})
