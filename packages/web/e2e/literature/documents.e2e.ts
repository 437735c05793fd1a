import { describe, expect, it } from 'vitest';
import { dialogLabels, documentLabels, findLiteratureType, resultLabels } from '@wenxian/domain';
import { useBrowser } from '../harness/browser';
import { zoteroItemTypeOf } from '../../src/features/documents/zoteroItem';

const site = useBrowser();

/** One record of each type from the simulation's fixed seed (docs/simulation.md). */
const documents = [
  {
    path: '/doc/journal/QK202200001',
    type: 1,
    meta: ['citation_journal_title', 'citation_volume', 'citation_issue', 'citation_firstpage', 'citation_doi'],
    ld: 'ScholarlyArticle',
  },
  {
    path: '/doc/degree/XW200300001',
    type: 2,
    meta: ['citation_dissertation_institution', 'citation_author'],
    ld: 'Thesis',
  },
  {
    path: '/doc/conference/HY201900001',
    type: 3,
    meta: ['citation_conference_title', 'citation_firstpage'],
    ld: 'ScholarlyArticle',
  },
  { path: '/doc/report/BG201400001', type: 4, meta: ['citation_technical_report_institution'], ld: 'Report' },
  {
    path: '/doc/patent/ZL201900001',
    type: 5,
    meta: ['citation_patent_number', 'citation_author', 'DC.type'],
    ld: 'CreativeWork',
  },
  {
    path: '/doc/standard/BZ200800001',
    type: 6,
    meta: ['citation_technical_report_number', 'citation_author', 'DC.type'],
    ld: 'CreativeWork',
  },
  { path: '/doc/achievement/CG200600001', type: 7, meta: ['citation_technical_report_institution'], ld: 'Report' },
  { path: '/doc/regulation/FG200700001', type: 8, meta: ['citation_author', 'DC.identifier'], ld: 'Legislation' },
  { path: '/doc/newspaper/BZZ202500004', type: 18, meta: ['prism.publicationName', 'DC.type'], ld: 'NewsArticle' },
  { path: '/doc/policy/ZC202500001', type: 51, meta: ['citation_author', 'DC.identifier'], ld: 'Legislation' },
];

const L = documentLabels;

/**
 * The page as a visitor gets it, reloading once after a 504: on a machine busy with the other suites a first, cold
 * render of a record's page (its calls answered by a simulation still warming up) can outlast the server's longest
 * render deadline (5 s), a verdict on the machine's speed; the second render finds the backend warm.
 */
async function pageAnswer(path: string): Promise<Response> {
  const first = await fetch(site.baseUrl() + path);
  return first.status === 504 ? fetch(site.baseUrl() + path) : first;
}

describe('document pages', () => {
  it.each(documents.map((d) => [d.path, d] as const))(
    '%s answers server-rendered with its fields, citation_* meta and JSON-LD',
    async (path, doc) => {
      const response = await pageAnswer(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(main).toContain('<h1');
      expect(main).toContain(`>${findLiteratureType(doc.type)?.name}</span>`);
      expect(main).toContain(`>${L.abstract}</h2>`);
      expect(html).toMatch(/<meta name="citation_title" content="[^"]+"/);
      for (const name of doc.meta) expect(html, name).toMatch(new RegExp(`<meta name="${name}" content="[^"]+"`));
      const ld = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
      expect(JSON.parse(ld)['@type']).toBe(doc.ld);
    },
  );

  it.each(documents.map((d) => [findLiteratureType(d.type)?.name ?? '', d.type] as const))(
    "%s: the page's unAPI server and id answer its Zotero item to a plain GET",
    async (_name, type) => {
      // A document of the type from the site's own sitemap, whatever the corpus names it.
      const sitemap = await (await fetch(`${site.baseUrl()}/sitemap-1.xml`)).text();
      const route = findLiteratureType(type)?.route;
      const path = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
        .map((m) => new URL(m[1]!).pathname)
        .find((p) => p.startsWith(`${route}/`));
      expect(path).toBeTruthy();
      const html = await (await fetch(site.baseUrl() + path)).text();
      const server = /<link rel="unapi-server"[^>]*href="([^"]+)"/.exec(html)?.[1];
      const id = /<abbr class="unapi-id" title="([^"]+)"/.exec(html)?.[1];
      expect(server).toBeTruthy();
      expect(id).toBe(path);
      expect(await (await fetch(new URL(server!, site.baseUrl()))).text()).toContain('name="rdf_zotero"');
      const record = await fetch(new URL(`${server}?id=${id}&format=rdf_zotero`, site.baseUrl()));
      expect(record.status).toBe(200);
      expect(record.headers.get('content-type')).toContain('application/rdf+xml');
      const rdf = await record.text();
      expect(rdf).toContain(`<z:itemType>${zoteroItemTypeOf[type]}</z:itemType>`);
      expect(rdf).toContain(`<z:url>${site.baseUrl()}${path}</z:url>`);
    },
  );

  it.each(documents.map((d) => [d.path] as const))(
    '%s: an export link from the server-rendered HTML answers the file to a plain GET with no cookies',
    async (path) => {
      const html = await (await fetch(site.baseUrl() + path)).text();
      // No page script, cookie or signature — what a new tab, a crawler or a connector has.
      const links = [...html.matchAll(/<link rel="alternate" type="([^"]+)" title="([^"]+)" href="([^"]+)">/g)];
      expect(links.map((l) => l[2])).toEqual(['BibTex', 'EndNote', 'RefWorks', 'NoteFirst', 'NoteExpress']);
      const ris = links.find((l) => l[2] === 'RefWorks')!;
      const href = ris[3]!.replace(/&amp;/g, '&');
      const answer = await fetch(new URL(href, site.baseUrl()), { headers: { cookie: '' } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain(ris[1]);
      expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename\*=UTF-8''.+\.ris$/);
      const text = await answer.text();
      expect(text).toMatch(/^TY {2}- [A-Z]+\r\n/);
      expect(text).toMatch(/\r\nER {2}- \r\n$/);
      expect(text).toContain(`ID  - ${path.split('/').at(-1)}\r\n`);
      const robots = await (await fetch(site.baseUrl() + '/robots.txt')).text();
      expect(robots).not.toMatch(/^Disallow: \/cite/m);
    },
  );

  it('refuses an export address without documents or with an unknown format', async () => {
    expect((await fetch(site.baseUrl() + '/cite/export?ids=QK202200001&types=1&format=Word')).status).toBe(400);
    expect((await fetch(site.baseUrl() + '/cite/export?format=RefMan')).status).toBe(400);
  });

  it('shows the type-specific fields: patent numbers and IPC, standard status and dates, thesis school and supervisor', async () => {
    const patent = await (await fetch(site.baseUrl() + '/doc/patent/ZL201900001')).text();
    for (const label of [L.applicationNo, L.publicationNo, L.applicant, L.ipc, L.applicationDate])
      expect(patent).toContain(`<dt>${label}</dt>`);
    const standard = await (await fetch(site.baseUrl() + '/doc/standard/BZ200800001')).text();
    for (const label of [L.standardNo, L.issuer, L.standardStatus, L.releaseDate, L.implementDate])
      expect(standard).toContain(`<dt>${label}</dt>`);
    expect(standard).toMatch(/<dd>(现行|作废)<\/dd>/);
    const thesis = await (await fetch(site.baseUrl() + '/doc/degree/XW200300001')).text();
    for (const label of [L.degree, L.school, L.tutor]) expect(thesis).toContain(`<dt>${label}</dt>`);
    const newspaper = await (await fetch(site.baseUrl() + '/doc/newspaper/BZZ202500004')).text();
    expect(newspaper).toMatch(/<dd>第\d+版<\/dd>/);
  });

  it('answers 404 for a missing document and moves a record opened under another type to its own page', async () => {
    expect((await fetch(site.baseUrl() + '/doc/journal/QK000000000')).status).toBe(404);
    expect((await fetch(site.baseUrl() + '/doc/journal')).status).toBe(404);
    const moved = await fetch(site.baseUrl() + '/doc/journal/ZL201900001', { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get('location') ?? '', site.baseUrl()).pathname).toBe('/doc/patent/ZL201900001');
  });

  it('opens a search result on its document page, whose authors, keywords and lists link on', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/search?k=' + encodeURIComponent('碳中和'));
    const rows = page.getByRole('region', { name: resultLabels.listLabel }).getByRole('article');
    await rows.first().waitFor();
    const heading = rows.first().getByRole('heading');
    const title = ((await heading.textContent()) ?? '').trim();
    const href = (await heading.getByRole('link').getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/doc\/[a-z]+\/[A-Z0-9]+$/);
    await heading.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === href);
    // A client navigation changes the address before the document replaces the results and their own heading.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await page.title()).toContain(title);
    const authorLinks = page.getByLabel(L.authors).getByRole('link');
    if ((await authorLinks.count()) > 0)
      expect(await authorLinks.first().getAttribute('href')).toMatch(/^\/author\/A\d+$/);
    const keywordHrefs = await page
      .getByRole('definition')
      .first()
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const k of keywordHrefs) expect(k).toMatch(/^\/(subject\/S\d+|search\?k=.+&n=K)$/);
  });

  it('cites the document in three styles and exports BibTeX with its entry type', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/doc/journal/QK202200001');
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await page.getByRole('group', { name: L.actionsLabel }).getByRole('button', { name: L.cite }).click();
    const dialog = page.getByRole('dialog', { name: dialogLabels.citation.title });
    for (const style of ['GB/T 7714—2015', 'MLA', 'APA']) await dialog.getByText(style, { exact: true }).waitFor();
    // With its DOI the article is cited as an online resource (GB/T 7714—2015 §8.8.2).
    await expect(dialog.getByText(/\[J\/OL\]\. .+, \d{4}, \d+\(\d+\): \d+-\d+\. DOI:\S+\./).count()).resolves.toBe(1);
    const link = dialog.getByRole('link', { name: 'BibTex' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    // Named by the document, its title and first author (domain citationExportFileName): the link says the name
    // the file is saved under, and the export's answer gives the same.
    expect(download.suggestedFilename()).toMatch(/^.+_.+\.bib$/);
    expect(download.suggestedFilename().startsWith(`${title}_`)).toBe(true);
    expect(await link.getAttribute('download')).toBe(download.suggestedFilename());
    let content = '';
    for await (const chunk of await download.createReadStream()) content += String(chunk);
    expect(content).toMatch(/^@article\{QK202200001,/);
    expect(content).toContain(`title = {${title}}`);
  });

  it('在线阅读 on the document page opens /onlinereading, which turns to page 2 of the PDF', async () => {
    const page = await site.newPage();
    await site.loginAt(page, '13800000002', '/doc/journal/QK202200001');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('group', { name: L.actionsLabel }).getByRole('button', { name: L.read }).click();
    // A member reading a paid document confirms the use of the quota first: whichever comes first, the
    // confirmation or the reader, says which (the member's quota depends on the journeys before).
    const confirm = page.getByRole('button', { name: dialogLabels.overLimit.confirmRead });
    const confirmShown = confirm.waitFor().then(
      () => true,
      // The page closes at the end of the journey with the confirmation never shown.
      () => false,
    );
    if (await Promise.race([confirmShown, popupOpened.then(() => false)])) await confirm.click();
    const reader = await popupOpened;
    // The page's policy lets the frame show the PDF: the browser refuses nothing.
    const refused: string[] = [];
    reader.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) refused.push(message.text());
    });
    await reader.waitForURL(/\/onlinereading\?id=QK202200001&type=1$/);
    await reader.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const R = L.reader;
    const frame = reader.getByTitle(/全文$/);
    await frame.waitFor();
    const total = Number(/共(\d+)页/.exec((await reader.getByText(/^第1页 \/ 共\d+页$/).textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(1);
    await reader.getByRole('button', { name: R.next }).click();
    await reader.getByText(R.pageOf(2, total)).waitFor();
    await expect(frame.getAttribute('src')).resolves.toMatch(/^blob:.*#page=2$/);
    expect(refused).toEqual([]);
    // The viewer shows a real PDF: the reading address the page loaded answers one.
    const pdf = await fetch(site.baseUrl() + '/newsite/commonOpenUp/showDoc/QK202200001.pdf');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('converts an uploaded PDF to Word: limits, price, payment, progress and a .doc file', async () => {
    const page = await site.newPage();
    await site.loginAt(page, '13800000004', '/transform/pdf2word');
    const P = L.pdf2word;
    await page.getByText(P.limits(20, 200)).waitFor();
    // A real PDF: the simulation's full text of a record.
    const pdf = Buffer.from(
      await (await fetch(site.baseUrl() + '/newsite/commonOpenUp/showDoc/QK202200001.pdf')).arrayBuffer(),
    );
    await page
      .getByLabel(P.pick)
      .setInputFiles({ name: 'wrong.docx', mimeType: 'application/octet-stream', buffer: pdf });
    await page.getByRole('alert').getByText(P.wrongType).waitFor();
    await page.getByLabel(P.pick).setInputFiles({ name: '交通流量.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: P.upload }).click();
    const order = page.getByRole('region', { name: P.uploaded });
    await order.getByText(/共 \d+ 页/).waitFor();
    await order.getByRole('button', { name: P.convert }).click();
    const list = page.getByRole('region', { name: P.list });
    const row = list.getByRole('row').filter({ hasText: '交通流量.pdf' });
    await row.waitFor();
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: P.download }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^PDF转Word\d+\.doc$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(Buffer.from(chunk as Buffer));
    const bytes = Buffer.concat(chunks);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.includes(Buffer.from('word/document.xml'))).toBe(true);
  });

  it('answers the printable reports server-rendered with their content, 404 without their subject', async () => {
    const rp = L.reports;
    const cases: [string, string][] = [
      ['/pdf/journal/download?id=J00001', rp.journalProfile],
      ['/pdf/report/download?id=QK202200001&type=1', rp.citing],
      ['/pdf/report/search-info?k=' + encodeURIComponent('碳中和'), rp.facets],
      ['/pdf/summary/download?k=' + encodeURIComponent('碳中和'), rp.summaryReferences],
    ];
    for (const [path, heading] of cases) {
      const response = await fetch(site.baseUrl() + path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(main, path).toContain(`>${heading}</h2>`);
      expect(main, path).toContain(`>${rp.print}</button>`);
      expect(html, path).toContain('@media print');
    }
    for (const path of [
      '/pdf/journal/download',
      '/pdf/report/download',
      '/pdf/report/search-info',
      '/pdf/summary/download',
    ])
      expect((await fetch(site.baseUrl() + path)).status, path).toBe(404);
  });
});
