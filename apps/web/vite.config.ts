import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

const apiTarget = 'http://localhost:8080';
const brandRed = '#c8161d';
const outDir = fileURLToPath(new URL('dist', import.meta.url));

/**
 * The install manifest, in both languages: `manifest.webmanifest` (Chinese, the default, linked from
 * index.html) and `manifest.en.webmanifest` (English), which src/pwa/manifest-link.ts links instead
 * while the interface is English, so the installed app takes its name in the visitor's language.
 */
const icons: ManifestOptions['icons'] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];
const common = {
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: brandRed,
  background_color: '#ffffff',
  icons,
} as const;
const manifests = {
  zh: {
    ...common,
    lang: 'zh-Hans',
    dir: 'ltr',
    name: '南华潮剧社',
    short_name: '南华潮剧',
    description: '南华潮剧社：演出购票、潮剧视频与学习、会员专区（Nam Hwa Opera）',
  },
  en: {
    ...common,
    lang: 'en',
    dir: 'ltr',
    name: 'Nam Hwa Opera',
    short_name: 'Nam Hwa',
    description: 'Nam Hwa Opera: show tickets, Teochew opera videos and learning, the member zone (南华潮剧社)',
  },
} satisfies Record<string, Partial<ManifestOptions>>;

/** The English manifest beside the Chinese one vite-plugin-pwa writes. */
const englishManifest = (): Plugin => ({
  name: 'nanhua-english-manifest',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'manifest.en.webmanifest', source: JSON.stringify(manifests.en) });
  },
});

/**
 * index.html lists (`#nh-app-files`, a JSON data block) the app's start chunk and what it imports, the
 * home's chunk, their stylesheets and the default language's first texts. The entry (main.tsx) asks for
 * them all at once, but only when the opening screen's first picture is on screen (at once on a screen
 * without one): on a slow link, ~150 KB of script fetched beside that picture would share its bandwidth
 * and hold back the largest paint. The home is where the app opens; the Chinese texts serve every page
 * in the default language.
 */
const firstScreenPreloads = (): Plugin => ({
  name: 'nanhua-first-screen-preloads',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      if (!ctx.bundle || !ctx.filename.endsWith('index.html')) return;
      const chunks = Object.values(ctx.bundle).filter((c) => c.type === 'chunk');
      const home = chunks.find((c) => c.name === 'home' && !c.isEntry);
      const texts = chunks.find((c) => c.facadeModuleId?.endsWith('/locales/first.zh-Hans.ts'));
      const boot = chunks.find((c) => c.name === 'start' && !c.isEntry);
      const bootImports = (boot?.imports ?? []).map((f) => chunks.find((c) => c.fileName === f));
      const css = [...(boot?.viteMetadata?.importedCss ?? []), ...(home?.viteMetadata?.importedCss ?? [])];
      const js = [...new Set([boot, ...bootImports, home, texts])]
        .filter((c) => c !== undefined)
        .filter((c) => !html.includes(`/${c.fileName}"`));
      const files = [...js.map((c) => `/${c.fileName}`), ...new Set(css.map((f) => `/${f}`))];
      return [
        {
          tag: 'script',
          attrs: { type: 'application/json', id: 'nh-app-files' },
          children: JSON.stringify(files),
          injectTo: 'head' as const,
        },
      ];
    },
  },
});

/**
 * live.html's own files (its entry chunk and stylesheet, reached from no screen of the app) stay out of
 * the precache: that page hosts Zoom's Client View and is useless without a network (DESIGN §3).
 */
function liveOnlyFiles(): Set<string> {
  type Chunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] };
  const manifest = JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, 'utf8')) as Record<string, Chunk>;
  const reach = (start: string, follow: (c: Chunk) => string[]) => {
    const files = new Set<string>();
    const seen = new Set<string>();
    const visit = (k: string) => {
      const c = manifest[k];
      if (seen.has(k) || !c) return;
      seen.add(k);
      files.add(c.file);
      c.css?.forEach((f) => files.add(f));
      follow(c).forEach(visit);
    };
    visit(start);
    return files;
  };
  const app = reach('index.html', (c) => [...(c.imports ?? []), ...(c.dynamicImports ?? [])]);
  return new Set([...reach('live.html', (c) => c.imports ?? [])].filter((f) => !app.has(f)));
}

const srcFile = (path: string) => fileURLToPath(new URL(`src/${path}`, import.meta.url));
type ChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

/**
 * Two chunks for the first screen in place of ~25 small ones: `start` (what app/boot.tsx imports, the
 * libraries every screen runs) and `home` (the home page and what it imports beyond that), plus the tiny
 * `first-paint` the entry (main.tsx) needs to wait for the home's server-drawn picture before it imports
 * `start` (were those modules in `start`, the entry would import and run all of it at once). Rolldown would otherwise
 * split them by the set of routes reaching each module (PERF-NOTES: 28 scripts and 11 stylesheets before
 * the first paint). The groups name the app's own modules; Rolldown adds each one's libraries itself
 * (includeDependenciesRecursively), so no group lacks its dependencies (eb05e51: that broke module order).
 * live.html's own modules stay out of the groups; it imports `start` for the libraries they share, and
 * runs none of the app because starting it is a function (app/boot.tsx `boot()`) only main.tsx calls.
 * React itself (react, react-dom, scheduler: ~220 KB raw) is a `react` chunk of its own, which main.tsx
 * imports and evaluates before `start`, in a task of its own: one long evaluation of both would be one
 * long task on a slow phone (Lighthouse's total blocking time).
 */
function firstScreenChunks(): (id: string, ctx: ChunkingContext) => string | null {
  let groups: Map<string, string> | null = null;
  const closure = (ctx: ChunkingContext, from: string, skip: Set<string> = new Set()) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id) || skip.has(id) || id.includes('/node_modules/')) return;
      seen.add(id);
      ctx.getModuleInfo(id)?.importedIds.forEach(visit);
    };
    visit(from);
    return seen;
  };
  return (id, ctx) => {
    if (!groups) {
      const live = closure(ctx, srcFile('live/main.ts'));
      const entry = closure(ctx, srcFile('main.tsx'));
      const start = closure(ctx, srcFile('app/boot.tsx'), new Set([...live, ...entry]));
      const home = closure(ctx, srcFile('pages/index.tsx'), new Set([...live, ...entry, ...start]));
      groups = new Map([
        ...[...entry].map((m) => [m, 'first-paint'] as const),
        ...[...start].map((m) => [m, 'start'] as const),
        ...[...home].map((m) => [m, 'home'] as const),
      ]);
      groups.delete(srcFile('main.tsx'));
    }
    return groups.get(id) ?? null;
  };
}

const firstScreen = firstScreenChunks();

/**
 * `import { Button, Toast } from 'antd-mobile'` becomes one import per component file, as
 * babel-plugin-import did: the barrel imports every component, so the module graph (the chunk groups
 * above and Rolldown's own dependency walk) would put all that any page uses into the first screen.
 * The barrel's one side effect, its global styles, app/boot.tsx imports itself.
 */
function antdMobileDeepImports(): Plugin {
  const barrel = fileURLToPath(new URL('../../node_modules/antd-mobile/es/index.js', import.meta.url));
  const exported = new Map<string, { from: string; name: string }>();
  for (const m of readFileSync(barrel, 'utf8').matchAll(/export \{([^}]*)\} from '\.\/([^']+)'/g)) {
    for (const spec of m[1]!.split(',').map((x) => x.trim())) {
      const [name, as] = spec.split(/\s+as\s+/);
      exported.set(as ?? name!, { from: `antd-mobile/es/${m[2]}`, name: name! });
    }
  }
  return {
    name: 'nanhua-antd-mobile-deep-imports',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes('/apps/web/src/') || !code.includes('antd-mobile')) return null;
      const out = code.replace(/import\s*\{([^}]*)\}\s*from\s*["']antd-mobile["'];?/g, (whole, specs: string) => {
        const parts = specs
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean)
          .map((spec) => {
            const [name, local] = spec.split(/\s+as\s+/);
            const target = exported.get(name!);
            return target ? `import { ${target.name} as ${local ?? name} } from '${target.from}';` : null;
          });
        return parts.every(Boolean) ? parts.join('\n') : whole;
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    antdMobileDeepImports(),
    firstScreenPreloads(),
    englishManifest(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      // src/pwa/register.ts registers it (production builds only): no virtual module, no extra script.
      injectRegister: false,
      manifest: manifests.zh,
      includeManifestIcons: false,
      injectManifest: {
        // The shell: the page, every script and stylesheet of the app, its pictures, icons and manifests.
        // Not live.html (Zoom), not /files/ (media; premium links are per member), not the .vite manifest.
        globPatterns: [
          'index.html',
          'assets/*.{js,css,webp,png,svg,woff2}',
          'logo.svg',
          'icons/*.png',
          '*.webmanifest',
        ],
        globIgnores: ['live.html', '**/*.map'],
        manifestTransforms: [
          async (entries) => {
            const live = liveOnlyFiles();
            return { manifest: entries.filter((e) => !live.has(e.url)), warnings: [] };
          },
        ],
        rollupFormat: 'es',
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rollupOptions: {
      // The app, and live.html: the page that hosts Zoom's Client View (its scripts come from Zoom at run time).
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        live: fileURLToPath(new URL('live.html', import.meta.url)),
      },
      output: {
        codeSplitting: {
          groups: [
            { name: (id, ctx) => (firstScreen(id, ctx) === 'first-paint' ? 'first-paint' : null), priority: 30 },
            { name: (id) => (/\/node_modules\/(react|react-dom|scheduler)\//.test(id) ? 'react' : null), priority: 25 },
            { name: (id, ctx) => (firstScreen(id, ctx) === 'start' ? 'start' : null), priority: 20 },
            { name: (id, ctx) => (firstScreen(id, ctx) === 'home' ? 'home' : null), priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/files': apiTarget,
    },
  },
});
