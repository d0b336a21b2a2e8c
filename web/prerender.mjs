// After `vite build` and `vite build --ssr src/prerender.tsx`: writes the marketing pages as HTML (first paint
// needs no JavaScript) and keeps the empty shell as app.html, the page Hosting serves for every other route,
// with a copy per app page that preloads that page's chunk, and the job page's copy that the jobPage function
// fills in (functions/build.mjs copies dist-shells/job.html).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

const dist = new URL('./dist/', import.meta.url);
const ssrDir = new URL('./dist-prerender/', import.meta.url);
/** Shells that are not served as files: the job page's, which the jobPage function fills in. */
const shellsDir = new URL('./dist-shells/', import.meta.url);
const {
  renderPage,
  renderFirstView,
  firstViewRoot,
  PRERENDERED_PATHS,
  PUBLIC_PAGES,
  NOINDEX_PAGES,
  PRODUCT,
  ANALYSIS_COMPLETION_POSTER,
  escapeHtml,
} = await import(pathToFileURL(new URL('prerender.js', ssrDir).pathname).href);

// Absolute canonical and preview URLs need the public origin; without it the build leaves them out.
const origin = (process.env.CLARA_PUBLIC_ORIGIN ?? '').replace(/\/+$/, '');

/** Each page's module (app/prerendered.tsx imports the same ones): its chunks and CSS go into the page's head. */
const PAGE_MODULES = {
  '/': 'src/features/marketing/LandingPage.tsx',
  '/empresas': 'src/features/marketing/EmpresasPage.tsx',
  '/como-funciona': 'src/features/marketing/PracticeGuidePage.tsx',
  '/terms': 'src/features/interview/pages/TermsPage.tsx',
};
/**
 * App pages the shell serves (they are not prerendered: they depend on the visitor). Each gets its own copy of the
 * shell, `<path>.html`, which Hosting (`cleanUrls`) serves for the path: with the page's title, description and
 * robots tag, and the page's chunk and CSS fetched beside the app's entry instead of after the entry has run.
 */
const SHELL_PAGE_MODULES = {
  [`/${PRODUCT.path}`]: 'src/features/interview/pages/ClaraPage.tsx',
  '/chat': 'src/features/interview/pages/DirectChatPage.tsx',
  '/analysis': 'src/features/analysis/AnalysisPage.tsx',
  '/coachdigital': 'src/features/coaches/twins/CoachDigitalPage.tsx',
  '/mentor': 'src/features/coaches/mentors/MentorsPage.tsx',
  '/mi-practica': 'src/features/practice/MyPracticePage.tsx',
};
/** The job page's shell, which the jobPage function fills in (functions/build.mjs copies it; not served as is). */
const JOB_PAGE_MODULE = 'src/features/recruiting/job/JobPage.tsx';
const APP_ENTRY = 'index.html';
/** The prerendered pages' entry (src/prerenderedEntry.tsx): React without the router. */
const ENTRY = 'src/prerenderedEntry.tsx';
/** What takes over those pages: the router, the routes, the app shell (src/app/adopt.tsx). */
const APP = 'src/app/adopt.tsx';
const manifest = JSON.parse(await readFile(new URL('.vite/manifest.json', dist), 'utf8'));

/** A chunk and every chunk it imports, by manifest key. */
function closure(start, seen = new Set()) {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const next of manifest[start].imports ?? []) closure(next, seen);
  return seen;
}
const cssOf = (chunks) => [...new Set([...chunks].flatMap((k) => manifest[k].css ?? []))];

/** Everything a page needs to be interactive: the entry, the page's chunk and what they import, and their CSS. */
function pageAssets(path) {
  const key = PAGE_MODULES[path];
  if (!manifest[ENTRY]?.dynamicImports?.includes(key))
    throw new Error(`prerender ${path}: ${ENTRY} does not load ${key}`);
  const chunks = closure(key, closure(ENTRY));
  // The entry imports the page's chunk and its imports itself. They are not preloaded from the HTML: the first
  // paint needs none of them, and preloads would compete with what it needs (the hero's poster).
  return {
    entry: manifest[ENTRY].file,
    css: cssOf(chunks),
    // The app the first navigation runs: fetched at low priority, not run (prerenderedEntry.tsx).
    prefetch: [...closure(APP)].filter((k) => !chunks.has(k)).map((k) => manifest[k].file),
  };
}

/** The app shell for one page: its chunks (beyond the entry's) preloaded, its CSS linked, its meta tags. */
function shellFor(shell, module, meta) {
  if (!manifest[module]) throw new Error(`prerender: ${module} is not a chunk of the build`);
  const entry = closure(APP_ENTRY);
  const chunks = [...closure(module)].filter((k) => !entry.has(k));
  // Vite's loader finds the page's stylesheet already linked and does not load it again.
  const css = cssOf(chunks).filter((file) => !cssOf(entry).includes(file));
  const head = [
    ...chunks.map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k].file}">`),
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...(meta?.title ? [`<title>${escapeHtml(meta.title)}</title>`] : []),
    ...(meta?.description ? [`<meta name="description" content="${escapeHtml(meta.description)}" />`] : []),
    ...(meta?.noindex ? ['<meta name="robots" content="noindex">'] : []),
  ].join('\n    ');
  return (meta?.title ? shell.replace(/<title>[\s\S]*?<\/title>\s*/, '') : shell)
    .replace(meta?.description ? /<meta name="description"[^>]*>\s*/ : /$^/, '')
    .replace(/\s*<\/head>/, `\n    ${head}\n  </head>`);
}

/**
 * A shell whose page arrives rendered (the job page's): the first paint needs only the CSS, so it is inline (the
 * disabled link tells Vite's loader it is there) and no script is preloaded to compete with it; the entry loads
 * the rest when it runs.
 */
async function paintFirst(html, { keepPreloads = false } = {}) {
  let out = keepPreloads ? html : html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  for (const [tag, file] of html.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g))
    out = out.replace(
      tag,
      `<style>${(await readFile(new URL(file, dist), 'utf8')).trim()}</style>\n    ${tag.replace(/>$/, ' disabled>')}`,
    );
  return out;
}

const shell = await readFile(new URL('index.html', dist), 'utf8');
await writeFile(new URL('app.html', dist), shell);
for (const [path, module] of Object.entries(SHELL_PAGE_MODULES)) {
  const meta = PUBLIC_PAGES[path] ?? { title: NOINDEX_PAGES[path], noindex: Boolean(NOINDEX_PAGES[path]) };
  const firstView = await renderFirstView(path);
  // /clara's code field shows the link's ?code= at once: a small blocking script right after the view fills it.
  // /analysis?code=…'s report is read from the HTML on (public/first-view-report.js), unless the build sends App
  // Check tokens, which that read cannot carry.
  // The report's read is the first request after the HTML: the largest paint waits for it, then for the poster.
  const appCheck = Boolean(process.env.VITE_APP_CHECK_SITE_KEY || process.env.VITE_APP_CHECK_DEBUG_TOKEN);
  const fillCode = path === `/${PRODUCT.path}` ? '<script src="/first-view-code.js"></script>' : '';
  const readFirst =
    path === '/analysis' && !appCheck
      ? `<script async src="/first-view-report.js" data-poster="${ANALYSIS_COMPLETION_POSTER}"></script>\n    `
      : '';
  // A page with a first view paints it from the HTML, its controls disabled until the app takes over (main.tsx),
  // like the job page.
  const html = firstView
    ? await paintFirst(
        shellFor(shell, module, meta)
          .replace('<div id="root"></div>', `${firstViewRoot(firstView)}${fillCode}`)
          .replace('<script type="module"', `${readFirst}<script type="module"`),
        // /analysis's largest paint is the report, which needs the page's chunks: they are fetched with the HTML.
        { keepPreloads: path === '/analysis' },
      )
    : shellFor(shell, module, meta);
  await writeFile(new URL(`${path.slice(1)}.html`, dist), html);
}
await mkdir(shellsDir, { recursive: true });
await writeFile(new URL('job.html', shellsDir), await paintFirst(shellFor(shell, JOB_PAGE_MODULE)));

/** The poster of the page's hero video (ClickToPlayVideo `hero`), fetched first: it is the largest paint. */
const heroPoster = (body) => /<video(?=[^>]* data-hero="true")[^>]* poster="(\/[^"]+)"/.exec(body)?.[1];

for (const path of PRERENDERED_PATHS) {
  const meta = PUBLIC_PAGES[path];
  const assets = pageAssets(path);
  const body = await renderPage(path);
  const poster = heroPoster(body);
  const head = [
    // The page's CSS inline: the first paint waits for no other request. The disabled link (never fetched) tells
    // Vite's loader of the page's chunk that the stylesheet is in the page already, so it does not load it again.
    ...(await Promise.all(
      assets.css.map(async (file) => `<style>${(await readFile(new URL(file, dist), 'utf8')).trim()}</style>`),
    )),
    ...assets.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`),
    ...(poster ? [`<link rel="preload" as="image" href="${poster}" fetchpriority="high">`] : []),
    `<script type="module" crossorigin src="/${assets.entry}"></script>`,
    ...assets.prefetch.map((file) => `<link rel="prefetch" crossorigin href="/${file}">`),
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:image" content="${origin}/og-image.jpg" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...(origin
      ? [`<link rel="canonical" href="${origin}${path}" />`, `<meta property="og:url" content="${origin}${path}" />`]
      : []),
  ].join('\n    ');
  const html = shell
    // The app's entry, its preloads and its CSS give way to the prerendered entry's.
    .replace(/<script type="module"[^>]*><\/script>\s*|<link rel="(modulepreload|stylesheet)"[^>]*>\s*/g, '')
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', `    ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${path}">${body}</div>`);
  await writeFile(new URL(path === '/' ? 'index.html' : `${path.slice(1)}.html`, dist), html);
}
// robots.txt names the sitemap with an absolute URL only (the sitemap itself is the `sitemap` function's).
if (origin)
  await writeFile(
    new URL('robots.txt', dist),
    `${await readFile(new URL('robots.txt', dist), 'utf8')}\nSitemap: ${origin}/sitemap.xml\n`,
  );

await rm(ssrDir, { recursive: true, force: true });
console.log(
  `prerendered ${PRERENDERED_PATHS.join(', ')}; the app shell is dist/app.html, with a copy per page for ${Object.keys(SHELL_PAGE_MODULES).join(', ')} and dist-shells/job.html`,
);
