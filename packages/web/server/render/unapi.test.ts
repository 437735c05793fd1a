import { beforeAll, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { documentLabels as L, documentPath, documentTypes } from '@wenxian/domain';
import { renderingApp } from '../test/renderingApp';
import { createSimulatedBackend } from '../upstream/backend';

/**
 * What Zotero gets from a document page, read the way its `unAPI` translator (zotero/translators unAPI.js, priority
 * 300, before Embedded Metadata's 320) and the `RDF` import translator it hands the record to (RDF.js) read it:
 * the page's `link[rel=unapi-server]` and `abbr.unapi-id` by the translator's XPath, the server's format list
 * (Zotero RDF is its first choice), the record at `{server}?id={id}&format={name}`; then `z:itemType`, `dc:title`,
 * every `z:{field}` as that field, creators from `bib:authors` / `bib:contributors` / `z:{type}s` (single-field
 * names), `dc:subject` as tags. The item is compared with what the page shows, field by field.
 */
const SITE = 'https://wenxian.example';
const NS = {
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  z: 'http://www.zotero.org/namespaces/export#',
  dc: 'http://purl.org/dc/elements/1.1/',
  foaf: 'http://xmlns.com/foaf/0.1/',
  bib: 'http://purl.org/net/biblio#',
};

type Item = { itemType: string; fields: Record<string, string>; creators: [string, string][]; tags: string[] };

/** zotero-schema: the creator types of the item types the pages give, in the schema's order. */
const creatorTypes: Record<string, string[]> = {
  journalArticle: ['author', 'contributor', 'editor', 'translator', 'reviewedAuthor'],
  thesis: ['author', 'contributor'],
  conferencePaper: ['author', 'contributor', 'editor', 'translator', 'seriesEditor'],
  report: ['author', 'editor', 'contributor', 'translator', 'seriesEditor'],
  patent: ['inventor', 'attorneyAgent', 'contributor'],
  standard: ['author', 'editor', 'contributor'],
  statute: ['author', 'contributor'],
  newspaperArticle: ['author', 'contributor', 'translator', 'reviewedAuthor'],
};

/** RDF.js `importItem`, the parts a Zotero RDF record meets. */
function readZoteroRdf(xml: string): Item {
  const parsed = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  const node = parsed.getElementsByTagNameNS(NS.rdf, 'Description')[0]!;
  const children = [...node.children];
  const text = (ns: string, name: string) =>
    children.filter((c) => c.namespaceURI === ns && c.localName === name).map((c) => c.textContent ?? '');
  const itemType = text(NS.z, 'itemType')[0] ?? '';
  const containers = (creatorType: string) =>
    creatorType === 'author' || creatorType === 'editor' || creatorType === 'contributor'
      ? [NS.bib, `${creatorType}s`]
      : [NS.z, `${creatorType}s`];
  const creators = (creatorTypes[itemType] ?? []).flatMap((creatorType) => {
    const [ns, name] = containers(creatorType);
    const container = children.find((c) => c.namespaceURI === ns && c.localName === name);
    if (!container) return [];
    return [...container.getElementsByTagNameNS(NS.foaf, 'Person')].map((person): [string, string] => [
      creatorType,
      person.getElementsByTagNameNS(NS.foaf, 'surname')[0]?.textContent ?? '',
    ]);
  });
  const fields: Record<string, string> = { title: text(NS.dc, 'title')[0] ?? '' };
  // "OTHER FIELDS": every z: property but the type (creator containers are not fields of the item).
  for (const child of children)
    if (child.namespaceURI === NS.z && child.localName !== 'itemType' && !child.firstElementChild)
      fields[child.localName] = child.textContent ?? '';
  return { itemType, fields, creators, tags: text(NS.dc, 'subject') };
}

/** The page's field list (`dt` → `dd` text), its authors, keywords and abstract, as a reader sees them. */
function shownOf(html: string) {
  const { document } = new JSDOM(html).window;
  const fields: Record<string, string> = {};
  for (const dt of document.querySelectorAll('main dl dt'))
    fields[dt.textContent ?? ''] = dt.nextElementSibling?.textContent ?? '';
  const names = (label: string) =>
    [...(document.querySelector(`main [aria-label="${label}"]`)?.children ?? [])].map((el) => el.textContent ?? '');
  const abstract = document.getElementById('doc-abstract')?.nextElementSibling?.textContent ?? '';
  const keywords = [...document.querySelectorAll('main dl dt')]
    .filter((dt) => dt.textContent === L.keywords)
    .flatMap((dt) => [...(dt.nextElementSibling?.children ?? [])].map((a) => a.textContent ?? ''));
  return { fields, authors: names(L.authors), abstract, keywords, document };
}

/** Per type: the item type and which page label gives which Zotero field (zotero-schema names). */
const expected: Record<number, { itemType: string; primary: string; fieldOf: Record<string, string> }> = {
  1: {
    itemType: 'journalArticle',
    primary: 'author',
    fieldOf: { [L.journal]: 'publicationTitle', [L.issn]: 'ISSN', [L.pages]: 'pages' },
  },
  2: {
    itemType: 'thesis',
    primary: 'author',
    fieldOf: { [L.school]: 'university', [L.place]: 'place', [L.publishDate]: 'date' },
  },
  3: {
    itemType: 'conferencePaper',
    primary: 'author',
    fieldOf: { [L.conference]: 'conferenceName', [L.conferencePlace]: 'eventPlace', [L.pages]: 'pages' },
  },
  4: {
    itemType: 'report',
    primary: 'author',
    fieldOf: { [L.reportUnit]: 'institution', [L.place]: 'place', [L.publishDate]: 'date' },
  },
  5: {
    itemType: 'patent',
    primary: 'inventor',
    fieldOf: {
      [L.applicationNo]: 'applicationNumber',
      [L.applicationDate]: 'filingDate',
      [L.publicationNo]: 'patentNumber',
      [L.publicationDate]: 'issueDate',
      [L.applicant]: 'assignee',
    },
  },
  6: {
    itemType: 'standard',
    primary: 'contributor',
    fieldOf: {
      [L.standardNo]: 'number',
      [L.issuer]: 'organization',
      [L.standardType]: 'type',
      [L.standardStatus]: 'status',
      [L.releaseDate]: 'date',
    },
  },
  7: {
    itemType: 'report',
    primary: 'author',
    fieldOf: { [L.completedBy]: 'institution', [L.place]: 'place', [L.publishDate]: 'date' },
  },
  8: {
    itemType: 'statute',
    primary: 'author',
    fieldOf: { [L.docNo]: 'publicLawNumber', [L.releaseDate]: 'dateEnacted' },
  },
  18: {
    itemType: 'newspaperArticle',
    primary: 'author',
    fieldOf: { [L.newspaper]: 'publicationTitle', [L.newspaperDate]: 'date' },
  },
  51: {
    itemType: 'statute',
    primary: 'author',
    fieldOf: { [L.docNo]: 'publicLawNumber', [L.releaseDate]: 'dateEnacted' },
  },
};

let app: ReturnType<typeof renderingApp>;
let paths: Map<number, string>;
beforeAll(async () => {
  app = renderingApp(await createSimulatedBackend({ rateLimit: false }), { siteOrigin: SITE });
  const { simulatedPages } = await import('@wenxian/simulation');
  paths = new Map();
  // The first document of each type in the corpus: chosen by type, whatever the corpus names it.
  for (const { type, id } of (await simulatedPages()).documents)
    if (!paths.has(type)) paths.set(type, documentPath(type, id) ?? '');
  // One page rendered first loads the page modules, whose first load on a busy machine can outlast one render's
  // deadline; the tests then read pages as a visitor gets them.
  await app.request(new URL(paths.get(1)!, SITE).href);
});

const get = async (address: string) => app.request(new URL(address, SITE).href);

describe("a document page's unAPI record, read as Zotero reads it", () => {
  it.each(documentTypes.map((t) => [t.name, t.code] as const))('%s', async (_name, code) => {
    const path = paths.get(code)!;
    expect(path, 'a document of the type').toBeTruthy();
    const page = await get(path);
    expect(page.status, path).toBe(200);
    const html = await page.text();
    const shown = shownOf(html);
    const { document } = shown;
    // The translator's XPath; its `x:` (XHTML) prefix is dropped here: jsdom's XPath matches HTML elements
    // by local name only.
    const resolve = (xpath: string) =>
      document.evaluate(xpath.replace(/x:/g, ''), document, null, 9, null).singleNodeValue as Element | null;
    // unAPI.js getUnAPIIDs: the resolver, then the ids.
    const server = resolve('//x:link[@rel="unapi-server"]')?.getAttribute('href');
    const id = resolve(
      '//x:abbr[contains(@class, " unapi-id") or contains(@class, "unapi-id ") or @class="unapi-id"][@title]',
    )?.getAttribute('title');
    expect(server).toBeTruthy();
    expect(id).toBeTruthy();
    // getDefaultFormat: the server's list; Zotero RDF is the translator's first recognisable format.
    const formats = await get(server!);
    expect(formats.status).toBe(200);
    expect(await formats.text()).toMatch(/<format name="rdf_zotero"/);
    const record = await get(`${server}?id=${id}&format=rdf_zotero`);
    expect(record.status).toBe(200);
    const item = readZoteroRdf(await record.text());

    const want = expected[code]!;
    expect(item.itemType).toBe(want.itemType);
    expect(item.fields.title).toBe(document.querySelector('h1')?.textContent);
    expect(item.fields.url).toBe(`${SITE}${path}`);
    expect(item.fields.abstractNote ?? '').toBe(shown.abstract === L.none ? '' : shown.abstract);
    expect(item.tags).toEqual(shown.keywords);
    if (shown.fields[L.doi]) expect(item.fields.DOI).toBe(shown.fields[L.doi]);
    // Every field the page shows that the item type has, in that field.
    const labels = Object.keys(want.fieldOf).filter((label) => shown.fields[label]);
    expect(labels.length, 'fields the page shows').toBeGreaterThan(0);
    for (const [label, field] of Object.entries(want.fieldOf))
      if (shown.fields[label]) expect(item.fields[field], label).toBe(shown.fields[label]);
    // The page's authors in the item type's own creator role (a patent's inventors; a standard's drafters).
    expect(item.creators.filter(([type]) => type === want.primary).map(([, name]) => name)).toEqual(
      expect.arrayContaining(shown.authors),
    );
    if (code === 2) {
      if (shown.fields[L.degree]) expect(item.fields.thesisType).toBe(`${shown.fields[L.degree]}学位论文`);
      if (shown.fields[L.tutor]) expect(item.creators).toContainEqual(['contributor', shown.fields[L.tutor]]);
    }
    if (code === 3) expect(shown.fields[L.conferenceDate]).toContain(item.fields.date);
    if (code === 6 && shown.fields[L.issuer])
      expect(
        item.creators
          .filter(([type]) => type === 'author')
          .map(([, n]) => n)
          .join('、'),
      ).toBe(shown.fields[L.issuer]);
    if (code === 8 || code === 51) expect(item.creators).toEqual([['author', shown.fields[L.issuer]]]);
    if (code === 18 && shown.fields[L.edition])
      expect(L.editionValue(Number(item.fields.pages))).toBe(shown.fields[L.edition]);
  });

  it('answers 404 for an id that names no document and 406 for a format it does not serve', async () => {
    const path = paths.get(5)!;
    expect((await get(`/unapi?id=/doc/patent/NO-SUCH-DOC&format=rdf_zotero`)).status).toBe(404);
    expect((await get(`/unapi?id=/nowhere&format=rdf_zotero`)).status).toBe(404);
    expect((await get(`/unapi?id=${path}&format=mods`)).status).toBe(406);
    expect((await get(`/unapi?id=${path}`)).status).toBe(300);
  });
});
