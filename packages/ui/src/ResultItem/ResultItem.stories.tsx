import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { messages, resultLabels } from '@wenxian/domain';
import { ResultItem } from './ResultItem';
import { internationalArticle, resultActionSpies, resultColumnDecorator, resultsByType } from './ResultItem.fixtures';

const L = resultLabels;

const meta = {
  title: 'UI/Search/ResultItem',
  component: ResultItem,
  args: { item: resultsByType.journal, ...resultActionSpies() },
  decorators: [resultColumnDecorator],
} satisfies Meta<typeof ResultItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A journal article: highlight, authors (不详 left out), source, year and issue, tags, OA, counts. */
export const Journal: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '人工智能赋能高等教育数字化转型的路径研究' });
    await expect(link).toHaveAttribute('href', '/doc/journal/j-1001');
    await expect(link.querySelector('em')).toHaveTextContent('人工智能');
    const article = canvas.getByRole('article', { name: '人工智能赋能高等教育数字化转型的路径研究' });
    await expect(article).toHaveTextContent(`${L.authors}王晓明；李静`);
    await expect(article).not.toHaveTextContent('不详');
    await expect(article).toHaveTextContent(`${L.source}中国高教研究`);
    await expect(article).toHaveTextContent(`${L.year}2024, (3)`);
    await expect(canvas.getByText('北大核心')).toHaveAttribute('title', '北大核心（2023版）');
    await expect(canvas.getByText(L.oa)).toHaveAttribute('title', L.oaFull);
    // Counts in the domain format: 10000 and above as w, 1000 and above grouped.
    await expect(article).toHaveTextContent(`${L.cited} 1.3w`);
    await expect(article).toHaveTextContent(`${L.downloaded} 3,456`);
  },
};

export const InternationalJournal: Story = {
  args: { item: internationalArticle },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('JCR Q1')).toHaveAttribute('title', 'JCR Q1（2024）');
    await expect(canvas.getByRole('article')).toHaveTextContent(`${L.downloaded} 4.5w`);
  },
};

export const DegreeThesis: Story = {
  args: { item: resultsByType.degree },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article');
    await expect(article).toHaveTextContent(`${L.university}浙江大学`);
    await expect(article).toHaveTextContent(`${L.degree}博士`);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/doc/degree/d-2001');
  },
};

export const ConferencePaper: Story = {
  args: { item: resultsByType.conference },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent(`${L.conference}第十二届中国电力系统自动化学术会议`);
  },
};

export const Report: Story = { args: { item: resultsByType.report } };

/** A patent: inventors, applicant, number, date; no online reading for it. */
export const Patent: Story = {
  args: { item: resultsByType.patent },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article');
    await expect(article).toHaveTextContent(`${L.inventors}张建华；李明`);
    await expect(article).toHaveTextContent(`${L.applicant}华为技术有限公司`);
    await expect(article).toHaveTextContent(`${L.patentNumber}CN202310456789.1`);
    await expect(canvas.queryByRole('button', { name: L.read })).toBeNull();
    await expect(canvas.getByRole('button', { name: L.download })).toBeVisible();
  },
};

/** A standard in force (现行). */
export const Standard: Story = {
  args: { item: resultsByType.standard },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article');
    await expect(article).toHaveTextContent(`${L.standardNumber}GB/T 41867-2022`);
    await expect(article).toHaveTextContent(`${L.standardStatus}${messages.standardStatus.current}`);
    await expect(article).toHaveTextContent(L.issuedDate);
    await expect(article).not.toHaveTextContent(L.publicationDate);
  },
};

/** A withdrawn standard (作废). */
export const StandardVoid: Story = {
  args: {
    item: { ...resultsByType.standard, id: 's-6002', standardStatus: 'void', standardNumber: 'GB/T 5271.28-2001' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent(`${L.standardStatus}${messages.standardStatus.void}`);
  },
};

export const Achievement: Story = { args: { item: resultsByType.achievement } };

/** A regulation without downloadable full text. */
export const Regulation: Story = {
  args: { item: resultsByType.regulation },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent(`${L.issuer}国家互联网信息办公室`);
    await expect(canvas.queryByRole('button', { name: L.download })).toBeNull();
  },
};

/** A newspaper's date is its 出版日期 (公开日 is a patent's). */
export const Newspaper: Story = {
  args: { item: resultsByType.newspaper },
  play: async ({ canvas }) => {
    const terms = [...canvas.getByRole('article').querySelectorAll('dt')].map((dt) => dt.textContent);
    await expect(terms).toContain(L.newspaperDate);
    await expect(terms).not.toContain(L.publicationDate);
  },
};

export const Policy: Story = { args: { item: resultsByType.policy } };

/** Placeholder dates (1600…) read 未知; names 不详/无 are left out (doc 000 §5). */
export const UnknownFacts: Story = {
  args: {
    item: { ...resultsByType.newspaper, id: 'n-18002', authors: ['无'], date: '1600-01-01', source: '不详' },
  },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article');
    await expect(article).toHaveTextContent(`${L.newspaperDate}${messages.format.unknownDate}`);
    const terms = [...article.querySelectorAll('dt')].map((dt) => dt.textContent);
    await expect(terms).toEqual([L.newspaperDate]);
  },
};

/** Server HTML is sanitized: highlight tags stay, scripts, handlers, images and styles go. */
export const SanitizedHighlight: Story = {
  args: {
    item: {
      ...resultsByType.journal,
      id: 'j-x',
      titleHtml:
        '<em class="hl">石墨烯</em>复合材料<img src="x" onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:alert(1)">链接</a><font style="position:fixed">电池</font>H<sub>2</sub>O',
      abstractHtml: '<em>石墨烯</em>的<iframe src="https://example.com"></iframe>制备',
    },
  },
  play: async ({ canvasElement }) => {
    const article = canvasElement.querySelector('article');
    await expect(article?.querySelector('img, script, iframe, a[href^="javascript"]')).toBeNull();
    await expect(article?.querySelector('[onerror], [style]')).toBeNull();
    await expect(article?.querySelector('h3 em.hl')).toHaveTextContent('石墨烯');
    await expect(article?.querySelector('h3 sub')).toHaveTextContent('2');
    await expect((window as { __xss?: number }).__xss).toBeUndefined();
  },
};

/** Selection checkbox and the collect toggle, by keyboard. */
export const SelectedAndCollected: Story = {
  args: { isSelected: true, isCollected: true },
  play: async ({ canvas, args }) => {
    const check = canvas.getByRole('checkbox', { name: `${L.select}人工智能赋能高等教育数字化转型的路径研究` });
    await expect(check).toBeChecked();
    check.focus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectedChange).toHaveBeenCalledWith(false);
    const collect = canvas.getByRole('button', { name: L.collect });
    await expect(collect).toHaveAttribute('aria-pressed', 'true');
    collect.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCollect).toHaveBeenCalledWith(false);
  },
};

/** Download, read and cite each ask their handler. */
export const Actions: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: L.download }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: L.read }));
    await expect(args.onRead).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: L.cite }));
    await expect(args.onCite).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: L.collect }));
    await expect(args.onCollect).toHaveBeenCalledWith(true);
  },
};
