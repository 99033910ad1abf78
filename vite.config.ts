import { fileURLToPath } from 'node:url'
import { defineConfig, type UserConfig } from 'vite'
import { configDefaults } from 'vitest/config'
import pkg from './package.json' with { type: 'json' }
import { widgetCssPlugin } from './scripts/minify-css'
import { quietPenpalPlugin } from './scripts/quiet-penpal'

/**
 * One Vite config for every build, chosen by `--mode`:
 * - `widget`: the `<shoppable-tv>` element (Preact through widget/preact-react in place of React) as ES modules
 *   under dist/widget/{version}/, lazy chunks beside it;
 * - `loader`: the one-file script broadcasters include, dist/widget/{version}/loader.js;
 * - `walletconnect`: the WalletConnect chunk, dist/widget/{version}/chunks/walletconnect/;
 * - `site`: the React 19 host site's client bundle, dist/site/;
 * - `site-ssr`: the same routes built for Node, used by scripts/prerender.ts.
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
    plugins: [widgetCssPlugin, quietPenpalPlugin],
    define: { 'process.env.NODE_ENV': '"production"' },
    resolve: { alias: preactAliases },
    publicDir: false,
    build: {
      outDir: `${root}dist/widget/${version}`,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      lib: {
        entry: { 'shoppable-tv': `${root}widget/element/index.ts` },
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
    plugins: [quietPenpalPlugin],
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

/** react-router marks modules "use client"; that means nothing to a plain SSR bundle. */
type Onwarn = NonNullable<
  NonNullable<NonNullable<UserConfig['build']>['rolldownOptions']>['onwarn']
>
const quietDirectives: Onwarn = (warning, warn) => {
  if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
}

function siteBuild(ssr: boolean): UserConfig {
  return {
    root: `${root}site`,
    define: { 'process.env.NODE_ENV': '"production"' },
    publicDir: `${root}site/public`,
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
          rolldownOptions: { input: `${root}site/index.html` },
        },
  }
}

export default defineConfig(({ mode }) => {
  if (mode === 'widget') return widgetBuild()
  if (mode === 'loader') return loaderBuild()
  if (mode === 'walletconnect') return walletConnectBuild()
  if (mode === 'site') return siteBuild(false)
  if (mode === 'site-ssr') return siteBuild(true)
  return {
    test: {
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
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'site',
            include: ['site/**/*.test.{ts,tsx}'],
            environment: 'happy-dom',
          },
        },
      ],
      exclude: [...configDefaults.exclude, 'tests/**', 'dist/**'],
    },
  }
})
