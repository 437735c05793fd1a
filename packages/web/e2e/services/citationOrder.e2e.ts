import { describe, expect, it } from 'vitest';
import { citationTemplateColumns, productLabels } from '@wenxian/domain';
import { citedPapersOfTheBase } from '@wenxian/simulation';
import { NEW_USER_DIALOG_COOKIE } from '../../src/features/session/sessionCookies';
import { downloadedText, useBrowser } from '../harness/browser';

const site = useBrowser();
const L = productLabels.citationOrder;

describe('citation-order journey', () => {
  it('opens the service from the personal centre, downloads the template, imports, orders, sees the state move and reads the report', async () => {
    // Members only (§6, /personalcenter): a visitor's first response is a redirect to login.
    const first = await fetch(site.baseUrl() + '/personalcenter/citationOrder', { redirect: 'manual' });
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toMatch(/\/account\?serve=/);

    const page = await site.newPage();
    // This member has seen the new-user coupon welcome in this browser before (accounts/registration.e2e.ts covers it).
    await page.context().addCookies([{ name: NEW_USER_DIALOG_COOKIE, value: '1', url: site.baseUrl() }]);
    await site.loginAt(page, '13800000001', '/personalcenter');
    const card = page.getByRole('region', { name: L.title });
    await card.getByRole('link', { name: L.title }).click();
    await page.waitForURL((url) => url.pathname === '/personalcenter/citationOrder');

    // The thirteen sources of §3, by name.
    const sources = page.getByRole('group', { name: L.sources });
    await sources.getByRole('checkbox', { name: 'NSSD 2025' }).waitFor();
    expect(await sources.getByRole('checkbox').count()).toBe(13);

    // The template is the import's header.
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: L.template }).click();
    const template = await downloaded;
    const header = (await downloadedText(template)).replace(/^\uFEFF/, '').trim();
    expect(header).toBe(citationTemplateColumns.join(','));

    // A wrong file is refused with a clear message; the list filled in from the template is read back.
    const input = page.getByLabel(L.importList, { exact: true });
    await input.setInputFiles({ name: '清单.csv', mimeType: 'text/csv', buffer: Buffer.from('标题\n深度学习\n') });
    await page.getByText(L.importProblem.header).waitFor();
    // The member's own papers: two the literature base holds (cited there), and one it does not.
    const own = await citedPapersOfTheBase(2);
    const rows = [
      ...own.map((p) => [p.title, p.authors, p.journal, p.year, p.volume, p.issue].join(',')),
      '"图神经网络, 方法与应用",李四,软件学报,2022,33,1',
    ];
    await input.setInputFiles({
      name: '我的论文.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${header}\n${rows.join('\n')}\n`),
    });
    await page.getByText(L.imported(3)).waitFor();
    await page.getByRole('cell', { name: '图神经网络, 方法与应用' }).waitFor();

    // Ordering without a source says so and keeps the name typed.
    await page.getByLabel(L.orderTitle, { exact: true }).fill('2025年度成果引证');
    await page.getByRole('button', { name: L.submit }).click();
    await page.getByText(L.orderProblem.sourcesRequired).waitFor();
    expect(await page.getByLabel(L.orderTitle, { exact: true }).inputValue()).toBe('2025年度成果引证');
    await sources.getByRole('checkbox', { name: 'WOS 2025' }).check();
    await sources.getByRole('checkbox', { name: 'SCOPUS 2025' }).check();
    await sources.getByRole('checkbox', { name: 'CSA 2025' }).check();
    await page.getByRole('button', { name: L.submit }).click();
    await page.getByText(L.submitted).waitFor();

    // The order is listed 待受理 and moves on by server time (20 s) without a reload.
    const orders = page.getByRole('table', { name: L.myOrders });
    const row = orders.getByRole('row').filter({ hasText: '2025年度成果引证' });
    await row.getByText('待受理').waitFor();
    await row.getByText('检索中').waitFor();

    // Registration (set reg): a wrong contact is refused, then the order shows 已登记.
    await row.getByRole('button', { name: `${L.register} 2025年度成果引证` }).click();
    const form = page.getByRole('form', { name: `${L.regTitle} 2025年度成果引证` });
    await form.getByLabel(L.regName, { exact: true }).fill('李华');
    await form.getByLabel(L.regOrgan, { exact: true }).fill('示例大学图书馆');
    await form.getByLabel(L.regContact, { exact: true }).fill('12345');
    await form.getByRole('button', { name: L.regSubmit }).click();
    await form.getByText(L.regProblem.contactInvalid).waitFor();
    await form.getByLabel(L.regContact, { exact: true }).fill('lihua@example.edu.cn');
    await form.getByRole('button', { name: L.regSubmit }).click();
    await row.getByText(`${L.registered} 李华`).waitFor();

    // The page loads on its own for the member (server-rendered, then hydrated) and still holds the order.
    await page.reload();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await row.getByText(`${L.registered} 李华`).waitFor();
    expect(await page.title()).toContain(L.title);

    // Finished (60 s after ordering, the list refreshing itself), the order opens its report: each paper the base
    // holds with the records citing it in the chosen sources, the one it does not hold said so.
    await row.getByText('已完成').waitFor();
    await row.getByRole('button', { name: `${L.viewReport} 2025年度成果引证` }).click();
    const report = page.getByRole('dialog', { name: L.reportTitle('2025年度成果引证') });
    await report.getByText(L.reportScope('WOS 2025、SCOPUS 2025、CSA 2025')).waitFor();
    expect(await report.getByText(/^共3篇论文，文献库中检索到2篇；被引\d+次/).count()).toBe(1);
    await report.getByRole('region', { name: '图神经网络, 方法与应用' }).getByText(L.notFound).waitFor();
    const found = report.getByRole('region', { name: own[0]!.title });
    const citations = found.getByRole('table');
    await citations.waitFor();
    expect(await citations.getByRole('row').count()).toBeGreaterThan(1);
    // A citing record opens its own page.
    const citing = citations.getByRole('link').first();
    const citingTitle = (await citing.textContent()) ?? '';
    await citing.click();
    await page.waitForURL((url) => url.pathname.startsWith('/doc/'));
    await page.getByRole('heading', { level: 1, name: citingTitle }).waitFor();
  });
});
