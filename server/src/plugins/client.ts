import fs from 'node:fs';
import path from 'node:path';
import type { User } from '@contract/auth';
import type { Affirmation, Horoscope } from '@contract/guidance';
import { DEFAULT_LANGUAGE, type Language, languageFromAcceptLanguage } from '@contract/languages';
import { type AffirmationMood, affirmationMoodOf, DEFAULT_AFFIRMATION_MOOD } from '@contract/mood-names';
import {
  MOOD_COOKIE,
  type Painter,
  PREPAINTED_ATTRIBUTE,
  parseViewCookie,
  SHELL_SESSION_ELEMENT_ID,
  type ShellState,
  type Theme,
  VIEW_COOKIE,
  type ViewPreferences,
} from '@contract/shell';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/escape-html';
import { codeAfterPaint } from './after-paint';
import { compressedPage } from './compression';
import { pagePreloads } from './page-preloads';
import { loadPainter, memberClock, preferredLocale } from './prepaint';

/** A signed-in visitor: their user as GET /api/user answers it, and their horoscope for a day. */
interface ShellVisitor {
  user: User;
  /** The member's horoscope for `today` (YYYY-MM-DD), or undefined without a birth date. */
  horoscope(today: string): Horoscope | undefined;
  /** The member's affirmation for a mood, recorded as shown (as POST /api/affirmation does). */
  affirmation(mood: AffirmationMood): Promise<Affirmation>;
}

/**
 * What the shell says about the visitor: the signed-in member, or null when signed out. Given, it
 * saves the page a round trip before its first paint, and the signed-out landing page any request
 * at all.
 */
type ShellSession = (request: FastifyRequest) => Promise<ShellVisitor | null>;

interface ShellParts {
  /** `<link rel="modulepreload">` tags for the page's code. */
  preloads?: string;
  /** The page's first screen, painted by the server, and its title. */
  painted?: { html: string; title: string };
  /** The theme the member chose; none (or 'system'): the stylesheet follows the device's. */
  theme?: Theme;
  /** The page's language (its `lang`, and the catalog the app loads first). */
  language?: Language;
  /** A painted page that works whole without code (the landing page): its code waits for a touch, key or focus. */
  codeOnInteraction?: boolean;
  /** More for the head: a shared reading's Open Graph tags (ShellOptions.headFor). */
  head?: string;
}

interface ShellOptions {
  /** Tags a page's head carries for whoever fetches it without running code (a messenger's preview). */
  headFor?: (request: FastifyRequest, path: string) => Promise<string | undefined>;
  /** The languages a signed-out visitor's browser may choose (OFFERED_LANGUAGES when absent). */
  offeredLanguages?: readonly Language[];
}

/**
 * The shell with the state in a JSON script element (never run; `<` escaped so it cannot close the
 * element), and the painted first screen in the root element.
 */
/** The element after a painted screen that the browser waits for before its first paint. */
const PAINTED_END_ID = 'telve-painted-end';

function shellWithSession(indexHtml: string, state: ShellState, parts: ShellParts = {}): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  // Functions, so `$&` and the like in a member's words are not read as replacement patterns.
  let html = indexHtml.replace(
    '</head>',
    () =>
      `${parts.head ?? ''}${parts.preloads ?? ''}<script type="application/json" id="${SHELL_SESSION_ELEMENT_ID}">${json}</script></head>`,
  );
  if (parts.painted !== undefined) {
    const { html: painted, title } = parts.painted;
    // The browser waits for the painted screen's end before it shows anything (rel=expect, render
    // blocking), so a page still arriving is never shown half-built, its last parts pushing the
    // first aside (a tab bar one tab short, a header without its avatar).
    html = html.replace(
      '<div id="root"></div>',
      () => `<div id="root" ${PREPAINTED_ATTRIBUTE}>${painted}</div><span id="${PAINTED_END_ID}" hidden></span>`,
    );
    html = html.replace('</head>', () => `<link rel="expect" href="#${PAINTED_END_ID}" blocking="render"></head>`);
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
    // The first screen is already here: the stylesheet and fonts come first, the code after it.
    html = codeAfterPaint(html, { onInteraction: parts.codeOnInteraction });
  }
  const theme = parts.theme === 'dark' || parts.theme === 'light' ? ` class="${parts.theme}"` : '';
  const language = parts.language ?? DEFAULT_LANGUAGE;
  html = html.replace('<html lang="en">', () => `<html lang="${language}"${theme}>`);
  // The installed app's name, description and shortcuts in the page's language (English's is the file as built).
  if (language !== DEFAULT_LANGUAGE)
    html = html.replace('href="/manifest.webmanifest"', () => `href="/manifest.${language}.webmanifest"`);
  return html;
}

/**
 * Serves the built client: hashed assets are cached for a year, index.html is revalidated, and any
 * other GET that is not /api falls back to index.html so client routes survive a reload. With
 * `session`, each shell carries the visitor's user (see ShellSession); a shell that names a member
 * is private and never stored.
 */
/** How long after listening the painter is loaded, unless a page asks for it first. */
const PAINTER_AFTER_LISTEN_MS = 250;

/** A build's pre-compressed copy of a file, beside it. */
const PRECOMPRESSED_TWIN = /\.(br|gz)$/;

export async function registerClient(
  app: FastifyInstance,
  clientDir: string | undefined,
  session?: ShellSession,
  options: ShellOptions = {},
): Promise<void> {
  const indexFile = clientDir ? path.join(clientDir, 'index.html') : undefined;
  const hasClient = indexFile !== undefined && fs.existsSync(indexFile);
  // Read once: the shell every client route answers with.
  const indexHtml = hasClient && indexFile ? fs.readFileSync(indexFile, 'utf8') : '';
  const preloads = hasClient && clientDir ? pagePreloads(clientDir, indexHtml) : undefined;
  // A member's page: its language's catalog with the page's code (the app waits for both).
  const memberPreloads = (route: string, language: Language) =>
    `${preloads?.languages.get(language) ?? ''}${preloads?.pages.get(route)?.get(language) ?? ''}`;
  if (hasClient && clientDir) {
    await app.register(async (scope) => {
      // The built client is for everyone: its routes are declared public like any other route.
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
      });
      // The hashed assets (most of the build's files: 213 of 250 when this was written) through one
      // route: a route a file, GET and HEAD each, cost ~0.1 s of every start (find-my-way compiles
      // each into its tree). A path that is not a file's plain name (the folder itself, `..`, `//`,
      // a NUL) is refused by @fastify/static with a 403 before the disk is asked.
      const assets = path.join(clientDir, 'assets');
      if (fs.existsSync(assets)) {
        await scope.register(fastifyStatic, {
          decorateReply: false,
          root: assets,
          prefix: '/assets/',
          index: false,
          wildcard: true,
          preCompressed: true,
          // A pre-compressed twin is served in place of its file, never under its own name.
          allowedPath: (pathName) => !PRECOMPRESSED_TWIN.test(pathName),
          setHeaders(res) {
            res.header('Cache-Control', 'public, max-age=31536000, immutable');
          },
        });
      }
      // The rest (the icons, the gallery, the service worker, the manifest) a route each: a
      // wildcard at the root would look for a file on disk before every page.
      await scope.register(fastifyStatic, {
        decorateReply: false,
        root: clientDir,
        index: false,
        wildcard: false,
        preCompressed: true,
        globIgnore: ['assets/**', '**/*.br', '**/*.gz'],
        setHeaders(res) {
          res.header('Cache-Control', 'no-cache');
        },
      });
    });
  }

  // The painter (React and the app, ~0.1 s to load) is loaded a moment after listening, or by the
  // first page asked for before that: it is not needed for the server's first answer.
  let painterLoaded: Promise<Painter | undefined> | undefined;
  const painterOf = (dir: string) => {
    painterLoaded ??= loadPainter(dir).catch((error: unknown) => {
      app.log.error({ err: error }, 'could not load the page painter');
      return undefined;
    });
    return painterLoaded;
  };
  const loadPainterIfBuilt = async () => (hasClient && clientDir ? painterOf(clientDir) : undefined);
  // Not at the moment of listening: its ~30 ms of compiling would hold up the first answers (a
  // health check asked every few ms by whatever started the server).
  app.addHook('onListen', async () => {
    setTimeout(() => void loadPainterIfBuilt(), PAINTER_AFTER_LISTEN_MS).unref();
  });
  // The same for every signed-out visitor in a language: painted once each.
  const landingPainted = new Map<Language, Promise<{ html: string; title: string } | undefined>>();
  const landing = (language: Language) => {
    let painted = landingPainted.get(language);
    if (!painted) {
      painted = loadPainterIfBuilt().then((painter) =>
        painter ? paintSafely(app, () => painter.renderPage({ path: '/', user: null, language })) : undefined,
      );
      landingPainted.set(language, painted);
    }
    return painted;
  };

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api' || !['GET', 'HEAD'].includes(request.method) || !hasClient) {
      return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    }
    if (path.extname(url) && !url.endsWith('.html')) {
      return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    }
    reply.type('text/html; charset=utf-8');
    if (!session) return sendPage(reply.header('Cache-Control', 'no-cache'), indexHtml, { shared: true });
    const head = await options.headFor?.(request, url).catch((error: unknown) => {
      request.log.error({ err: error }, 'could not read the page head');
      return undefined;
    });
    reply.header('Vary', 'Cookie, Accept-Language');
    const browserLanguage = languageFromAcceptLanguage(request.headers['accept-language'], options.offeredLanguages);
    let visitor: ShellVisitor | null;
    try {
      visitor = await session(request);
    } catch (error) {
      // The page still loads; without the element the client asks GET /api/user itself.
      request.log.error({ err: error }, 'could not read the session for the page shell');
      return sendPage(reply.header('Cache-Control', 'no-store'), indexHtml, { shared: true });
    }
    const view = parseViewCookie(request.cookies[VIEW_COOKIE]);
    if (!visitor) {
      reply.header('Cache-Control', 'no-cache');
      return sendPage(
        reply,
        shellWithSession(
          indexHtml,
          { user: null },
          {
            theme: view.theme,
            language: browserLanguage,
            painted: url === '/' ? await landing(browserLanguage) : undefined,
            codeOnInteraction: true,
            head,
          },
        ),
        // A shared reading's page (its head names the reading and the request's origin) is one of many, each seldom asked for again.
        { shared: head === undefined },
      );
    }
    reply.header('Cache-Control', 'private, no-store');
    // A member's pages speak her language, on every device, whatever the browser asks for.
    const language = visitor.user.language;
    const painter = url === '/dashboard' ? await loadPainterIfBuilt() : undefined;
    if (painter) return sendPaintedDashboard(reply, painter, visitor, view, language);
    // A signed-out visitor is sent from a member's page to /auth: its code would be wasted.
    return sendPage(
      reply,
      shellWithSession(
        indexHtml,
        { user: visitor.user },
        { theme: view.theme, language, preloads: memberPreloads(url, language), head },
      ),
    );
  });

  /**
   * A member's dashboard with its first screen, the day's horoscope and the mood's affirmation
   * painted in (the affirmation is the largest text on a phone's first screen: painted, it is there
   * before any code runs).
   */
  async function sendPaintedDashboard(
    reply: FastifyReply,
    painter: Painter,
    visitor: ShellVisitor,
    view: ViewPreferences,
    language: Language,
  ) {
    const { request } = reply;
    const clock = memberClock(new Date(), view.timeZone, preferredLocale(request.headers['accept-language']));
    const horoscope = visitor.horoscope(clock.today);
    const mood = paintedMood(request.cookies[MOOD_COOKIE]);
    // The browser reads its mood from the session too: none picked is Happy on both sides.
    const affirmation = await visitor.affirmation(mood ?? DEFAULT_AFFIRMATION_MOOD).catch((error: unknown) => {
      // The page still loads; the browser asks for the affirmation itself.
      request.log.error({ err: error }, 'could not find the affirmation for the page shell');
      return undefined;
    });
    const painted = paintSafely(app, () =>
      painter.renderPage({ path: '/dashboard', language, user: visitor.user, horoscope, clock, mood, affirmation }),
    );
    const state: ShellState = painted ? { user: visitor.user, horoscope, clock, affirmation } : { user: visitor.user };
    return sendPage(
      reply,
      shellWithSession(indexHtml, state, {
        theme: view.theme,
        language,
        preloads: memberPreloads('/dashboard', language),
        painted,
      }),
    );
  }
}

/**
 * A page, compressed as the browser accepts (the not-found handler's answers pass no route's
 * compression). `shared`: the page is the same for every visitor sent it, so it is compressed once.
 */
function sendPage(reply: FastifyReply, html: string, options: { shared?: boolean } = {}) {
  return reply.send(compressedPage(reply, html, options));
}

/** The mood named by the mood cookie when it is one an affirmation is asked for. */
function paintedMood(value: string | undefined): AffirmationMood | undefined {
  return value !== undefined && affirmationMoodOf(value) === value ? value : undefined;
}

/** A painted screen, or undefined (logged) when painting fails: the browser then paints it alone. */
function paintSafely(
  app: FastifyInstance,
  paint: () => { html: string; title: string },
): { html: string; title: string } | undefined {
  try {
    return paint();
  } catch (error) {
    app.log.error({ err: error }, 'could not paint the page on the server');
    return undefined;
  }
}
