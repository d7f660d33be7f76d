import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  type Compiler,
  type Configuration,
  CopyRspackPlugin,
  DefinePlugin,
  HtmlRspackPlugin,
  LightningCssMinimizerRspackPlugin,
  rspack,
  type Stats,
} from '@rspack/core';
import { PRELOAD_FILE } from '@talentbrug/domain/contracts/first-paint/build-files';
import { devRemoteMap, exposedModules, REMOTES, type RemoteName } from '@talentbrug/domain/contracts/routes';
import { federationRuntimeAliases } from './federation-runtime.ts';
import { precompress } from './precompress.ts';
import {
  type PreloadFile,
  providedKeys,
  type StatsChunk,
  type StatsModule,
  sharedClosureOf,
  sharedFiles,
} from './shared-closure.ts';
import { sharedConfig } from './shared-deps.ts';

const API_DEV_ORIGIN = 'http://localhost:9010';
/** Every app's federation instance keeps one incompatible remote from choosing the others' singletons (ADR 0006). */
const RUNTIME_PLUGINS = [join(import.meta.dirname, 'share-guard.ts')];

interface CommonOptions {
  /** The app's folder (import.meta.dirname of its rspack.config.ts). */
  dir: string;
  /** Replaces the content hash in file names, e.g. for a side-by-side rebuild. */
  outDir?: string;
}

export interface HostOptions extends CommonOptions {
  kind: 'host';
}

export interface RemoteOptions extends CommonOptions {
  kind: 'remote';
  name: RemoteName;
}

const isProduction = () => process.env.NODE_ENV !== 'development' && !process.argv.includes('serve');

function baseConfig(name: string, dir: string, outDir: string | undefined, publicPath: string): Configuration {
  const production = isProduction();
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      // TALENTBRUG_OUT_DIR builds a side-by-side version of one app (a second deploy).
      path: outDir ?? process.env.TALENTBRUG_OUT_DIR ?? join(dir, 'dist'),
      publicPath,
      uniqueName: name,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: {
      // CSS Modules are imported as one default object (`styles.card`), the house style.
      parser: { 'css/auto': { namedExports: false } },
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: 'defaults and fully supports es6-module' },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset/resource' },
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    plugins: [
      new DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __BUILD_LABEL__: JSON.stringify(process.env.TALENTBRUG_BUILD_LABEL ?? ''),
      }),
    ],
  };
}

/** Precompressed copies of every emitted text asset (see precompress.ts). */
const precompressPlugin = {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('TalentbrugPrecompress', (compilation) => {
      const outDir = compilation.outputOptions.path ?? '';
      for (const asset of compilation.getAssets()) precompress(join(outDir, asset.name));
    });
  },
};

/**
 * Writes preload.json beside mf-manifest.json (shared-closure.ts, ADR 0016): the shared modules
 * each exposed page of a remote, or the shell before any page, pulls in at first load. The
 * server names their files in the document of a page that starts the app.
 */
function preloadFilePlugin(describe: (modules: StatsModule[], chunks: StatsChunk[]) => PreloadFile) {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.done.tap('TalentbrugPreloadFile', (stats) => {
        if (stats.hasErrors()) return;
        const { modules = [], chunks = [] } = stats.toJson({
          all: false,
          modules: true,
          chunks: true,
          chunkOrigins: true,
          nestedModules: true,
          reasons: true,
          modulesSpace: Number.POSITIVE_INFINITY,
          nestedModulesSpace: Number.POSITIVE_INFINITY,
        });
        const outDir = stats.compilation.outputOptions.path ?? '';
        writeFileSync(
          join(outDir, PRELOAD_FILE),
          `${JSON.stringify(describe(modules as StatsModule[], chunks as StatsChunk[]))}\n`,
        );
      });
    },
  };
}

/**
 * baseConfig plus, in production, precompressed copies of every emitted asset: only the apps'
 * own builds ship their dist/ as it is; the prerender and script builds write to a work folder
 * and their callers compress the files under their final names.
 */
function appBaseConfig(name: string, dir: string, outDir: string | undefined, publicPath: string): Configuration {
  const config = baseConfig(name, dir, outDir, publicPath);
  if (isProduction()) {
    config.plugins?.push(precompressPlugin);
    // Each shared @talentbrug/domain subpath is an async chunk of its own, and the default
    // minSize (20 KB) copied every smaller module they have in common (text.ts, web-link.ts, the
    // auth texts) into each of them: a first visit to /onboarding fetched the same code up to
    // three times. Measured with bench/first-visit.mjs: /onboarding 324 -> 304 KB; 5 KB saved less.
    config.optimization = { splitChunks: { chunks: 'async', minSize: 1000 } };
  }
  return config;
}

/**
 * The federation runtime from its ES module build, tree-shaken, instead of the CommonJS one the
 * plugin resolves (ADR 0012): 7-8 KB gzip off the shell's main chunk and off every remote entry.
 */
function withEsmFederationRuntime(config: Configuration): Configuration {
  config.resolve = { ...config.resolve, alias: { ...federationRuntimeAliases() } };
  return config;
}

/** The rspack config of the shell (host) or of one remote: the only place MF is set up. */
export function createAppConfig(options: HostOptions | RemoteOptions): Configuration {
  const shared = sharedConfig();
  if (options.kind === 'remote') {
    const { name, dir } = options;
    const config = withEsmFederationRuntime(appBaseConfig(name, dir, options.outDir, 'auto'));
    const exposes = Object.fromEntries(exposedModules(name).map((m) => [m, `./src/pages/${kebab(m)}.tsx`]));
    config.entry = {};
    config.plugins?.push(
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared,
        shareStrategy: 'loaded-first',
        runtimePlugins: RUNTIME_PLUGINS,
        manifest: true,
        dts: false,
        // The shell provides the federation runtime; each remote entry stays a few KB. Browser
        // only: the runtime's Node code paths are left out (ADR 0012).
        experiments: { externalRuntime: true, optimization: { target: 'web' } },
      }),
    );
    if (isProduction()) {
      config.plugins?.push(
        preloadFilePlugin((modules, chunks) => {
          const closureOf = sharedClosureOf(modules);
          return {
            version: 1,
            exposes: Object.fromEntries(
              Object.entries(exposes).map(([key, file]) => [
                key.replace(/^\.\//, ''),
                sharedFiles(chunks, closureOf([file])),
              ]),
            ),
          };
        }),
      );
    }
    config.devServer = {
      // Loopback only: a dev server on the network would hand out work in progress.
      host: 'localhost',
      port: REMOTES[name].devPort,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      allowedHosts: 'all',
    };
    return config;
  }

  const config = withEsmFederationRuntime(appBaseConfig('shell', options.dir, options.outDir, '/'));
  config.entry = { main: './src/index.ts' };
  config.plugins?.push(
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared,
      shareStrategy: 'loaded-first',
      runtimePlugins: RUNTIME_PLUGINS,
      manifest: true,
      dts: false,
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
    new HtmlRspackPlugin({ template: './index.html', inject: 'body', scriptLoading: 'module' }),
  );
  if (isProduction()) {
    config.plugins?.push(preloadFilePlugin((modules) => ({ version: 1, provides: providedKeys(modules) })));
  }
  // Files served as they are under their own name (favicon, social image).
  if (existsSync(join(options.dir, 'public'))) {
    config.plugins?.push(new CopyRspackPlugin({ patterns: [{ from: 'public' }] }));
  }
  config.devServer = {
    // Loopback only: the dev shell proxies the dev inbox, which must never reach the network.
    host: 'localhost',
    port: 3000,
    hot: true,
    historyApiFallback: true,
    proxy: [{ context: ['/api', '/auth', '/health', '/app-config.json', '/dev/inbox'], target: API_DEV_ORIGIN }],
    // The dev shell composes the remotes' dev servers (their ports are REMOTES' devPort).
    setupMiddlewares: (middlewares) => {
      middlewares.unshift({
        name: 'remotes-json',
        path: '/remotes.json',
        middleware: (_req: unknown, res: { setHeader(k: string, v: string): void; end(b: string): void }) => {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(JSON.stringify(devRemoteMap()));
        },
      });
      return middlewares;
    },
  };
  return config;
}

export interface PrerenderOptions {
  /** The app's folder (import.meta.dirname of its rspack.config.ts). */
  dir: string;
  /** The uniqueName of the app whose markup is prerendered ('shell', 'landing'). */
  name: string;
  /** Module exporting the render functions, relative to dir. */
  entry: string;
  /** Where the Node module and its extracted CSS go (not a public folder). */
  outDir: string;
}

/**
 * A Node build of an app's render entry, run once at build time with react-dom/server.
 * Same loaders and CSS Modules as the browser build, with the CSS extracted to a file: the
 * prerendered markup and the stylesheet it ships with come from one compilation, so their
 * class names always agree.
 */
export function createPrerenderConfig(options: PrerenderOptions): Configuration {
  const config = baseConfig(options.name, options.dir, options.outDir, '');
  config.mode = 'production';
  config.target = 'node';
  config.devtool = false;
  config.entry = { prerender: options.entry };
  config.output = {
    ...config.output,
    filename: '[name].mjs',
    chunkFilename: '[name].mjs',
    cssFilename: '[name].css',
    module: true,
    chunkFormat: 'module',
    library: { type: 'module' },
  };
  config.module = {
    ...config.module,
    generator: { 'css/auto': { exportsOnly: false } },
  };
  // The stylesheet ships to browsers, the module only runs here: minify the CSS alone.
  config.optimization = { minimize: true, minimizer: [new LightningCssMinimizerRspackPlugin()], splitChunks: false };
  return config;
}

export interface ScriptOptions {
  /** The app's folder (import.meta.dirname of its rspack.config.ts). */
  dir: string;
  /** The uniqueName of the app the script belongs to ('shell', 'landing'). */
  name: string;
  /** The file's name before its hash: `<script>.<contenthash>.js` ('boot', 'enhance'). */
  script: string;
  /** The script's entry module, relative to dir. */
  entry: string;
  /** Where the script is built (not a public folder: the caller copies it under its final name). */
  outDir: string;
}

/**
 * A browser build of a small standalone script that runs on prerendered pages before, or
 * instead of, the app (ADR 0004): the shell's boot script, the landing's enhancements. One
 * self-contained file, `<script>.<contenthash>.js`, with no Module Federation, no HTML and no
 * chunks, so the document loads it with a single <script>. Its output is a classic IIFE, which
 * also runs as `<script type="module">`. Same loaders as the app build, so the DOM controllers
 * it bundles are the ones the React components attach.
 */
export function createScriptConfig(options: ScriptOptions): Configuration {
  const config = baseConfig(`${options.name}-${options.script}`, options.dir, options.outDir, '');
  config.mode = 'production';
  config.target = 'web';
  // Small and minified; the caller precompresses it under its final name.
  config.devtool = false;
  config.entry = { [options.script]: options.entry };
  config.output = { ...config.output, filename: '[name].[contenthash:10].js' };
  config.optimization = { minimize: true, splitChunks: false, runtimeChunk: false };
  return config;
}

/**
 * Runs one compilation for a build script (the prerender and standalone-script builds); a
 * compile error is printed and ends the build with exit code 1.
 */
export async function compile(config: Configuration): Promise<void> {
  const stats = await new Promise<Stats | undefined>((resolve, reject) =>
    rspack(config).run((error, result) => (error ? reject(error) : resolve(result))),
  );
  if (!stats || stats.hasErrors()) {
    console.error(stats?.toString({ all: false, errors: true }) ?? 'rspack returned no stats');
    process.exit(1);
  }
}

/** './LoginPage' -> 'login-page' (the house style's kebab-case file names). */
export function kebab(exposed: string): string {
  return exposed
    .replace(/^\.\//, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}
