import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The decision records (docs/decisions/) point at each other and at the code. This keeps those
 * pointers true: links lead somewhere, every amendment is written on both records, and the source
 * paths the records and docs/ARCHITECTURE.md name exist.
 */
const root = path.resolve(import.meta.dirname, '..');

interface Doc {
  /** Repository path, e.g. `docs/decisions/0005-sessions.md`. */
  file: string;
  text: string;
}

const RECORD_FILE = /^(\d{4})-[a-z0-9-]+\.md$/;
const RELATION = /\b(Amended by|Amends|Superseded by|Supersedes)\b/g;
const LINK = /\[[^\]]*\]\(([^)\s]+)\)/g;
/** What the other record must say back. */
const ANSWER = {
  Amends: 'Amended by',
  'Amended by': 'Amends',
  Supersedes: 'Superseded by',
  'Superseded by': 'Supersedes',
};
/** Links one record makes that the other need not answer: none now. */
const ONE_SIDED = new Set<string>([]);

const numberOf = (file: string) => RECORD_FILE.exec(path.basename(file))?.[1];
const isRecord = (file: string) => file.startsWith('docs/decisions/') && numberOf(file) !== undefined;

/** A relative link's repository path (anchor dropped), or undefined for web links and anchors. */
function linkedPath(doc: Doc, target: string): string | undefined {
  if (/^[a-z]+:/i.test(target) || target.startsWith('#')) return undefined;
  return path.posix.normalize(path.posix.join(path.posix.dirname(doc.file), target.split('#')[0] ?? ''));
}

/** Relative links whose target does not exist, as `file: target`. */
function brokenLinks(docs: Doc[], exists: (file: string) => boolean): string[] {
  return docs.flatMap((doc) =>
    [...doc.text.matchAll(LINK)].flatMap(([, target = '']) => {
      const linked = linkedPath(doc, target);
      return linked !== undefined && !exists(linked) ? [`${doc.file}: ${target}`] : [];
    }),
  );
}

interface Relation {
  /** The record that says it. */
  file: string;
  from: string;
  kind: keyof typeof ANSWER;
  to: string;
}

/**
 * Every `Amends`, `Amended by`, `Supersedes` and `Superseded by` in the records, with each record
 * its sentence links to; a relation that links no record is a problem, as a bare "Amends 0012" is.
 */
function relationsOf(docs: Doc[]): { relations: Relation[]; problems: string[] } {
  const relations: Relation[] = [];
  const problems: string[] = [];
  for (const doc of docs.filter((d) => isRecord(d.file))) {
    for (const match of doc.text.matchAll(RELATION)) {
      const kind = match[1] as Relation['kind'];
      const rest = doc.text.slice(match.index);
      const end = rest.search(/\.(\s|$)/);
      const sentence = end === -1 ? rest : rest.slice(0, end + 1);
      const targets = [...sentence.matchAll(LINK)]
        .map(([, target = '']) => linkedPath(doc, target))
        .filter((linked): linked is string => linked !== undefined && isRecord(linked));
      if (targets.length === 0) problems.push(`${doc.file}: "${kind}" links no decision record`);
      for (const to of targets) relations.push({ file: doc.file, from: numberOf(doc.file)!, kind, to: numberOf(to)! });
    }
  }
  return { relations, problems };
}

/** Relations the other record does not state back, e.g. an `Amends 0012` without 0012's `Amended by`. */
function oneSided(relations: Relation[]): string[] {
  const said = new Set(relations.map((r) => `${r.from} ${r.kind} ${r.to}`));
  return relations
    .filter((r) => !said.has(`${r.to} ${ANSWER[r.kind]} ${r.from}`) && !ONE_SIDED.has(`${r.from} ${r.kind} ${r.to}`))
    .map((r) => `${r.file}: ${r.kind} ${r.to}, but ${r.to} does not say ${ANSWER[r.kind]} ${r.from}`);
}

/** Records named in prose: `0006-rate-limits.md`, `docs/decisions/0021`, "decision 0024", "decisions 0023, 0025". */
function unknownRecordsNamed(docs: Doc[], records: string[]): string[] {
  const numbers = new Set(records.map((f) => numberOf(f)));
  return docs.flatMap((doc) => {
    const named = [
      ...[...doc.text.matchAll(/\b\d{4}-[a-z0-9-]+\.md\b/g)].map(([name]) => ({ name, known: records.includes(name) })),
      ...[
        ...doc.text.matchAll(/decisions\/(\d{4})\b/g),
        ...doc.text.matchAll(/\b[Dd]ecisions?\s+(\d{4}(?:(?:,|,? and)\s+\d{4})*)/g),
      ]
        .flatMap(([, list = '']) => list.match(/\d{4}/g) ?? [])
        .map((name) => ({ name, known: numbers.has(name) })),
    ];
    return named.filter((n) => !n.known).map((n) => `${doc.file}: ${n.name}`);
  });
}

const ROOTED = /^(server|client|contract|scripts|bench|tests|docs)\//;
/**
 * Backticked names that are not this repository's files: routes, packages, run-time places
 * (`DATA_DIR/…`, `dist/…`), globs and placeholders.
 */
const NOT_A_PATH = /^[/@]|^dist\/|^DATA_DIR|[<*:]/;
/** Names a record uses on purpose for something that is not a file: a placeholder, files it replaced. */
const NOT_FILES: Record<string, string[]> = {
  'docs/decisions/0009-care-classifier.md': ['held-out-N/'],
  'docs/decisions/0014-content-as-data.md': ['symbols-a.ts', 'symbols-f.ts'],
};

/**
 * Source paths a doc names that are not in the repository: backticked names that look like source
 * (`server/src/….ts`, `client/src/….tsx`, `scripts/….mjs`, a folder `…/`), and documents named in
 * prose (`SPEC.md`, which 0001 and 0008 once cited and the repository never held). A rooted path
 * (`server/…`, `scripts/…`) must exist exactly. The records also name files relative to a folder
 * named before (`db/member-lookup.ts`, `main.ts`); those are checked only to end some repository
 * path, which catches a renamed or deleted file but not one moved to a folder of the same name.
 * This holds for every record and ARCHITECTURE.md as they stand (all but the three names in
 * NOT_FILES resolve), so it checks all of them, not only the two records that had missing files.
 */
function missingPaths(docs: Doc[], repository: string[]): string[] {
  const entries = new Set(repository);
  return docs.flatMap((doc) =>
    [
      ...[...doc.text.matchAll(/`([^`\s]+)`/g)]
        .map(([, name = '']) => name)
        .filter((name) => /\.(ts|tsx|mjs|json|md|sql)$|\/$/.test(name) && !NOT_A_PATH.test(name)),
      // Link targets such as ../ARCHITECTURE.md start with a dot and are left to brokenLinks.
      ...[...doc.text.matchAll(/(?<![\w./`-])[\w-][\w./-]*\.md\b/g)].map(([name]) => name),
    ]
      .filter((name) => !(NOT_FILES[doc.file] ?? []).includes(name))
      .filter((name) =>
        ROOTED.test(name) ? !entries.has(name) : !repository.some((e) => e === name || e.endsWith(`/${name}`)),
      )
      .map((name) => `${doc.file}: ${name}`),
  );
}

/** Top-level folders that are not the repository's own: packages, build output, data, reports. */
const SKIPPED = new Set(['node_modules', '.git', 'dist', 'data', 'test-results']);

/** Every file (`a/b.ts`) and folder (`a/`) of the repository, from its working tree. */
function repositoryEntries(dir = ''): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const name = dir ? `${dir}/${entry.name}` : entry.name;
    if ((!dir && SKIPPED.has(entry.name)) || entry.name === 'node_modules' || entry.name.startsWith('.telve-')) {
      return [];
    }
    return entry.isDirectory() ? [`${name}/`, ...repositoryEntries(name)] : [name];
  });
}

const read = (file: string): Doc => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') });
const records = fs.readdirSync(path.join(root, 'docs/decisions')).filter((f) => RECORD_FILE.test(f));
const recordDocs = records.map((f) => read(`docs/decisions/${f}`));
const docs = [...recordDocs, read('docs/ARCHITECTURE.md'), read('README.md')];
const exists = (file: string) => fs.existsSync(path.join(root, file));

describe('decision records', () => {
  it('link only to files that exist', () => {
    expect(brokenLinks(docs, exists)).toEqual([]);
  });

  it('link every amendment to an existing record, and both records say it', () => {
    const { relations, problems } = relationsOf(recordDocs);
    expect(problems).toEqual([]);
    expect(relations.filter((r) => !records.some((f) => numberOf(f) === r.to))).toEqual([]);
    expect(oneSided(relations)).toEqual([]);
    expect(relations.filter((r) => r.kind === 'Amended by').map((r) => `${r.from} by ${r.to}`)).toEqual(
      expect.arrayContaining([
        '0002 by 0024',
        '0005 by 0022',
        '0008 by 0009',
        '0011 by 0015',
        '0012 by 0006',
        '0012 by 0023',
        '0012 by 0025',
        '0018 by 0021',
        '0023 by 0025',
        '0024 by 0025',
      ]),
    );
  });

  it('name only records that exist, in prose too', () => {
    expect(unknownRecordsNamed(docs, records)).toEqual([]);
  });

  it('and ARCHITECTURE.md name only source paths that exist', () => {
    const repository = repositoryEntries();
    expect(repository).toEqual(expect.arrayContaining(['server/src/plugins/auth.ts', 'server/src/db/open-pglite.ts']));
    expect(missingPaths([...recordDocs, read('docs/ARCHITECTURE.md')], repository)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  const record = (file: string, text: string): Doc => ({ file: `docs/decisions/${file}`, text });

  it('name the file and link of a broken link', () => {
    const doc = record('0002-b.md', 'See [0001](0001-a.md), [gone](0099-gone.md) and [web](https://example.com).');
    expect(brokenLinks([doc], (f) => f === 'docs/decisions/0001-a.md')).toEqual([
      'docs/decisions/0002-b.md: 0099-gone.md',
    ]);
  });

  it('find an amendment stated on one side only, and one that links nothing', () => {
    const { relations, problems } = relationsOf([
      record('0001-a.md', 'Status: accepted.'),
      record('0002-b.md', 'Status: accepted. Amends [0001](0001-a.md) (the size). Amends 0001 too.'),
    ]);
    expect(relations).toEqual([{ file: 'docs/decisions/0002-b.md', from: '0002', kind: 'Amends', to: '0001' }]);
    expect(problems).toEqual(['docs/decisions/0002-b.md: "Amends" links no decision record']);
    expect(oneSided(relations)).toEqual([
      'docs/decisions/0002-b.md: Amends 0001, but 0001 does not say Amended by 0002',
    ]);
  });

  it('find records named in prose that do not exist, and source paths that do not', () => {
    const doc = record(
      '0002-b.md',
      'As decisions 0001 and 0013 say (0099-x.md), `server/src/gone.ts`, `db/gone.ts`, `db/here.ts` and SPEC.md.',
    );
    expect(unknownRecordsNamed([doc], ['0001-a.md', '0002-b.md'])).toEqual([
      'docs/decisions/0002-b.md: 0099-x.md',
      'docs/decisions/0002-b.md: 0013',
    ]);
    expect(missingPaths([doc], ['server/', 'server/src/', 'server/src/db/', 'server/src/db/here.ts'])).toEqual([
      'docs/decisions/0002-b.md: server/src/gone.ts',
      'docs/decisions/0002-b.md: db/gone.ts',
      'docs/decisions/0002-b.md: 0099-x.md',
      'docs/decisions/0002-b.md: SPEC.md',
    ]);
  });
});
