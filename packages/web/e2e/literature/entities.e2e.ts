import { describe, expect, it } from 'vitest';
import { entityLabels, journalInitialOf, pageLabels } from '@wenxian/domain';
import { SIM_PASSWORD } from '@wenxian/simulation/accounts';
import { specRoutes } from '../../src/routes/specRoutes';
import { useBrowser } from '../harness/browser';
import { sweep } from '../harness/sweep';

const site = useBrowser();
const E = entityLabels.pages;

/** The first response of a page, as a crawler sees it. */
async function mainOf(path: string): Promise<{ status: number; main: string; html: string }> {
  const response = await fetch(site.baseUrl() + path, { redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, main: /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '', html };
}

describe('entity journeys', () => {
  it('server-renders the entity pages with their content, and 404s with their true status', async () => {
    const journal = await mainOf('/journal/J00001');
    expect(journal.status).toBe(200);
    expect(journal.main).toContain('计算机学报');
    expect(journal.main).toContain(entityLabels.journal.issues);
    // A chart's numbers are in the first response, as its data table.
    const detail = await mainOf('/journal/J00001/detail');
    expect(detail.main).toContain(entityLabels.chart.tableCaption(E.journal.trend));
    expect((await mainOf('/organization/O00001/graph')).main).toContain(
      entityLabels.chart.tableCaption(E.organization.graph),
    );
    // 文献类型分布 names the types of the code table (期刊, 学位 …), never their codes (1, 2, 18).
    // An analysis is a deferred block: when its call answers after the shell it streams later in the same
    // response (React's hidden segment after the shell, moved into place by its script), so the whole page is read.
    const influence = await mainOf('/subject/S0001/influence');
    const typesCaption = entityLabels.chart.tableCaption(E.subject.types);
    const typesTable = influence.html.slice(influence.html.indexOf(typesCaption)).split('</table>')[0] ?? '';
    const typeRows = [...typesTable.matchAll(/<th scope="row">([^<]*)<\/th>/g)].map((m) => m[1]);
    expect(typeRows).toContain('期刊');
    expect(typeRows.filter((name) => /^\d+$/.test(name ?? ''))).toEqual([]);
    const missing = await mainOf('/subject/no-such-topic');
    expect(missing.status).toBe(404);
    expect(missing.main).toContain('主题词未找到');
    expect((await mainOf('/author/home')).status).toBe(302);
  });

  it('every related topic a subject page links to has its page (no link to 主题词未找到)', async () => {
    const links = new Set<string>();
    for (const id of ['S0098', 'S0001', 'S0042']) {
      const { main } = await mainOf(`/subject/${id}`);
      const related = main.slice(main.indexOf(`aria-label="${E.subject.related}"`)).split('</ul>')[0] ?? '';
      for (const [, href] of related.matchAll(/href="(\/subject\/[^"]+)"/g)) links.add(href ?? '');
    }
    expect(links.size).toBeGreaterThan(10);
    // A related word that is a seeded subject's name moves to the subject's one address, /subject/{id} (301).
    const pages = await sweep([...links], async (href) => {
      const first = await mainOf(href.replaceAll('&amp;', '&'));
      if (first.status !== 301) return { href, ...first };
      const location = (
        await fetch(site.baseUrl() + href.replaceAll('&amp;', '&'), { redirect: 'manual' })
      ).headers.get('location');
      expect(location, href).toMatch(/^\/subject\/S\d+$/);
      return { href, ...(await mainOf(location ?? '')) };
    });
    for (const page of pages) {
      expect([page.href, page.status]).toEqual([page.href, 200]);
      expect(page.main).not.toContain('主题词未找到');
    }
  });

  it('journal navigation by first letter: the letter’s count is what it lists, each journal filed under it', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/journal/nav?tag=CSSCI');
    const letters = page.getByRole('list', { name: E.journalNav.byLetter });
    const letter = letters.getByRole('link', { name: /^J（\d+）$/ });
    const count = Number(/（(\d+)）/.exec((await letter.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    // The page hydrates before the click is handled by the router.
    await page.waitForLoadState('networkidle');
    await letter.click();
    await page.waitForURL(/tag=CSSCI&letter=J/);
    await page.getByRole('heading', { name: E.journalNav.results(count) }).waitFor();
    const names = await page
      .getByRole('list', { name: E.journalNav.title })
      .locator(':scope > li > a')
      .allTextContents();
    expect(names.length).toBe(Math.min(count, 24));
    for (const name of names) expect(journalInitialOf(name)).toBe('J');
    // The server answers a letter in the address too (a shared link).
    expect((await mainOf('/journal/nav?tag=CSSCI&letter=J')).main).toContain(E.journalNav.results(count));
  });

  it('journal navigation by tag → a journal → a year → an issue → an article', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/journal/nav');
    await page
      .getByRole('navigation', { name: E.journalNav.byTag })
      .or(page.getByRole('list', { name: E.journalNav.byTag }))
      .getByRole('link', { name: '北大核心' })
      .click();
    await page.waitForURL(/tag=BDHX/);
    // The address changes just before React renders the filtered list (the chosen tag is then current).
    await page.locator('a[aria-current="page"]', { hasText: '北大核心' }).first().waitFor();
    const journals = page.getByRole('list', { name: E.journalNav.title });
    const first = journals.getByRole('link').first();
    const name = (await first.textContent()) ?? '';
    await first.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const tree = page.getByRole('navigation', { name: entityLabels.journal.issues });
    const years = tree.getByRole('button');
    // Open the second year (the first is open already) and take its first issue.
    const target = (await years.count()) > 1 ? years.nth(1) : years.first();
    if ((await target.getAttribute('aria-expanded')) !== 'true') await target.click();
    const issue = tree
      .locator(`#${(await target.getAttribute('aria-controls')) ?? ''}`)
      .getByRole('link')
      .first();
    const issueName = (await issue.getAttribute('aria-label')) ?? '';
    await issue.click();
    await page.waitForURL(/\/journal\/J\d+\/\d{4}\?/);
    // The address changes just before the router renders the issue (then its link is current).
    await expect.poll(() => page.getByRole('link', { name: issueName }).getAttribute('aria-current')).toBe('page');
    const article = page
      .getByRole('region', { name: /期目录/ })
      .getByRole('link')
      .first();
    await article.click();
    await page.waitForURL(/\/doc\//);
  });

  it('author page → a co-author → claim a paper as the confirmed author', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/author/A000001');
    const coAuthors = page.getByRole('list', { name: E.author.coAuthors });
    const coAuthor = coAuthors.getByRole('link').first();
    const coName = ((await coAuthor.textContent()) ?? '').replace(/（\d+）$/, '');
    await coAuthor.click();
    await page.getByRole('heading', { level: 1, name: coName }).waitFor();

    // The confirmed author (13800000007) logs in and claims a paper in the author area.
    await page.goto(site.baseUrl() + '/account');
    await page.getByLabel(pageLabels.login.account, { exact: true }).fill('13800000007');
    await page.getByLabel(pageLabels.login.password, { exact: true }).fill(SIM_PASSWORD);
    await page.getByRole('button', { name: pageLabels.login.submit, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(site.baseUrl() + '/author/home');
    await page.getByRole('heading', { level: 1, name: E.authorClaim.title }).waitFor();
    const claimable = page.getByRole('list', { name: E.authorClaim.claimable });
    const box = claimable.getByRole('checkbox', { disabled: false }).first();
    const label = (await box.getAttribute('aria-label')) ?? '';
    const title = label.replace(/^选择《/, '').replace(/》$/, '');
    await box.check();
    await page.getByRole('button', { name: E.authorClaim.claimSelected(1) }).click();
    await page.getByText(E.authorClaim.claimed).waitFor();
    const records = page.getByRole('region', { name: E.authorClaim.records });
    await records.getByRole('cell', { name: title }).waitFor();
    // The claimed paper leaves 可认领文献 (it is in the records now), also after a reload.
    await claimable.getByRole('checkbox', { name: label }).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('region', { name: E.authorClaim.records }).getByRole('cell', { name: title }).waitFor();
    await expect(page.getByRole('checkbox', { name: label }).count()).resolves.toBe(0);
  });

  it('organization → graph → a node opens that organisation’s graph', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/organization/O00001');
    await page.getByRole('link', { name: E.organization.tabs.graph }).click();
    await page.waitForURL(/\/organization\/O00001\/graph/);
    const figure = page.getByRole('img', { name: E.organization.graph });
    await figure.locator('svg').waitFor();
    const partner = page.getByRole('table', { name: E.organization.graph }).getByRole('link').first();
    const partnerName = (await partner.textContent()) ?? '';
    // Click the partner's node in the drawn graph (its label is part of the node).
    await figure.locator('svg text', { hasText: partnerName }).first().click();
    await page.waitForURL(
      (url) => /\/organization\/O\d+\/graph/.test(url.pathname) && !url.pathname.includes('O00001'),
    );
    await page.getByRole('heading', { level: 1, name: partnerName }).waitFor();
  });

  it('subject with its AI summary (members only) streaming into the page', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/subject/S0001');
    await page.getByRole('link', { name: E.subject.tabs.summarize }).click();
    // A visitor is asked to log in first (doc 000 §6), and comes back to the summary.
    await page.waitForURL((url) => url.pathname === '/account');
    expect(new URL(page.url()).searchParams.get('serve')).toContain('/subject/summarize/S0001');
    await site.loginAt(page, '13800000002', '/subject/summarize/S0001');
    const summary = page.locator('[aria-live="polite"]');
    await page.waitForFunction(() => (document.querySelector('[aria-live="polite"]')?.textContent ?? '').length > 3);
    const partial = (await summary.textContent()) ?? '';
    await page.waitForSelector('[data-status="done"]');
    const full = (await summary.textContent()) ?? '';
    // What had arrived stays as the text grows (how much arrives before the first read is the machine's speed).
    expect(full.length).toBeGreaterThanOrEqual(partial.length);
    expect(full.startsWith(partial.slice(0, 3))).toBe(true);
  });

  it('a citation report exported as CSV', async () => {
    const page = await site.newPage();
    await page.goto(site.baseUrl() + '/quote');
    await page
      .getByRole('list', { name: E.quote.choose(E.quote.kinds.author) })
      .getByRole('link')
      .first()
      .click();
    await page.waitForURL(/\/quote\/author\/A\d+/);
    const report = page.getByRole('definition').nth(4);
    await report.waitFor();
    const hIndex = (await report.textContent()) ?? '';
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: E.quote.export }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/-引证报告\.csv$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString('utf8');
    expect(csv).toContain('文献数,被引文献数,总被引次数,篇均被引,H指数');
    expect(csv.split('\r\n')[1]?.split(',')[4]).toBe(hIndex);
    expect(csv).toContain('年份,发文量,被引次数');
  });

  it('every route of the area answers server-rendered: a filled <main>, 200 (the claim area 302 to login)', async () => {
    const patterns = specRoutes.filter(({ area }) => area === 'entities').map(({ pattern }) => pattern);
    expect(patterns.length).toBe(52);
    // One real record of each kind fills the parameters; optional ones are left out.
    const idOf = (pattern: string) =>
      pattern.startsWith('/author/domain')
        ? 'cs'
        : pattern.startsWith('/author/organization') || pattern.startsWith('/organization')
          ? 'O00001'
          : ({ journal: 'J00001', author: 'A000001', subject: 'S0001' }[pattern.split('/')[1] ?? ''] ?? '');
    const fill = (pattern: string) =>
      pattern.replace(/\/:[a-z]+\?/gi, '').replace(/:(volume|id)/g, () => idOf(pattern));
    const answers = await sweep(patterns, async (pattern) => ({
      pattern,
      path: fill(pattern),
      ...(await mainOf(fill(pattern))),
    }));
    for (const answer of answers) {
      if (answer.pattern === '/author/home') {
        expect(answer.status, answer.path).toBe(302);
        continue;
      }
      expect(answer.status, answer.path).toBe(200);
      // Text, not just an empty shell waiting for the browser.
      expect(answer.main.replace(/<[^>]+>/g, '').trim().length, answer.path).toBeGreaterThan(20);
    }
  });
});
