import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { scenario } from '@wenxian/simulation';
import { facetLabels, messages, resultLabels, searchBoxLabels, searchLabels } from '@wenxian/domain';
import { withPage } from '../../test/withPage';
import { DegreeSearchPage } from './DegreeSearchPage';
import { PatentSearchPage } from './PatentSearchPage';
import { StandardSearchPage } from './StandardSearchPage';

const T = searchLabels.typedSearch;
const main = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('main'));
const at = (path: string, route: string) => ({ deeplink: { path, route } });
/** Words the simulated corpus has in theses', patents' (一种用于…的装置) and standards' (…技术规范) titles. */
const degreeText = encodeURIComponent('方法');
const results = (canvas: ReturnType<typeof within>) => main(canvas).findAllByRole('article');

/** Waits for the facet column, so a snapshot is of the settled page. */
async function facetsIn(canvas: ReturnType<typeof within>, group: RegExp) {
  await main(canvas).findByRole('region', { name: group });
}

/**
 * The type-specific search entries: /degree/search, /patent and /standard. Each searches one document type
 * with the same /search call, and shows that type's facets; without text, its newest records.
 */
const meta = {
  title: 'Web/Pages/TypedSearch',
  component: DegreeSearchPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', ...at(`/degree/search?k=${degreeText}`, '/degree/search') },
} satisfies Meta<typeof DegreeSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Theses found, with the 学位类型 facet beside them. */
export const Degree: Story = {
  play: async ({ canvas }) => {
    await expect((await results(canvas)).length).toBeGreaterThan(0);
    await facetsIn(canvas, /学位类型/);
    await expect(main(canvas).getByRole('heading', { name: T.results })).toBeVisible();
    await expect(main(canvas).getByRole('search', { name: T.degree.regionLabel })).toBeVisible();
  },
};

/** No text yet: this week's hot searches, each run within the page's type. */
export const DegreeNoText: Story = {
  parameters: at('/degree/search', '/degree/search'),
  play: async ({ canvas }) => {
    const hot = await main(canvas).findByRole('list', { name: T.hot });
    await expect(within(hot).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/degree\/search\?k=/),
    );
  },
};

/** Typing in the box of the empty page searches within the type, on the same page. */
export const DegreeFromBox: Story = {
  parameters: { screenshot: false, ...at('/degree/search', '/degree/search') },
  play: async ({ canvas }) => {
    await main(canvas).findByRole('list', { name: T.hot });
    const input = main(canvas).getByRole('textbox', { name: searchBoxLabels.inputLabel });
    await userEvent.type(input, '方法{Enter}');
    await expect((await results(canvas)).length).toBeGreaterThan(0);
    await expect(main(canvas).getByRole('heading', { name: T.results })).toBeVisible();
  },
};

export const DegreeLoading: Story = {
  parameters: {
    msw: {
      handlers: [scenario('search', { latencyMs: 'infinite' }), scenario('searchAggs', { latencyMs: 'infinite' })],
    },
  },
  play: async ({ canvas }) => {
    await expect(await main(canvas).findByText(messages.loader.loading)).toBeVisible();
  },
};

export const DegreeEmpty: Story = {
  parameters: { msw: { handlers: [scenario('search', { empty: true }), scenario('searchAggs', { empty: true })] } },
  play: async ({ canvas }) => {
    await expect(await main(canvas).findByText(messages.loader.empty)).toBeVisible();
  },
};

export const DegreeServerError: Story = {
  parameters: { msw: { handlers: [scenario('search', { status: 500 })] } },
  play: async ({ canvas }) => {
    await expect(await main(canvas).findByText(messages.errorPage.genericTitle)).toBeVisible();
    await expect(main(canvas).getByRole('search')).toBeVisible();
  },
};

/** 70007 keeps the box and shows the stop-word page. */
export const DegreeStopWord: Story = {
  parameters: {
    ...at('/degree/search?k=%E7%9A%84', '/degree/search'),
    msw: { handlers: [scenario('search', { code: 70007 })] },
  },
  play: async ({ canvas }) => {
    await expect(await main(canvas).findByText(messages.errorPage.stopWord)).toBeVisible();
  },
};

export const DegreeUnsupportedWord: Story = {
  parameters: {
    ...at('/degree/search?k=%E2%98%85', '/degree/search'),
    msw: { handlers: [scenario('search', { code: 70006 })] },
  },
  play: async ({ canvas }) => {
    await expect(await main(canvas).findByText(messages.errorPage.unsupportedWord)).toBeVisible();
  },
};

/** /patent: the title option of the field list is 专利名称 (PT). */
export const Patent: Story = {
  render: () => <PatentSearchPage />,
  parameters: at(`/patent?k=${encodeURIComponent('装置')}`, '/patent'),
  play: async ({ canvas }) => {
    const rows = await results(canvas);
    await expect(rows.length).toBeGreaterThan(0);
    // Each patent names its inventors (the record's authors), not its date alone.
    for (const row of rows) await expect(row).toHaveTextContent(resultLabels.inventors);
    // And its applicant, as the document page does.
    for (const row of rows) await expect(row).toHaveTextContent(resultLabels.applicant);
    await facetsIn(canvas, /年份/);
    await expect(main(canvas).getByRole('option', { name: '专利名称' })).toBeInTheDocument();
  },
};

/** /standard: the title option is 标准名称 (ST), and the status facet offers 作废 / 现行. */
export const Standard: Story = {
  render: () => <StandardSearchPage />,
  parameters: at(`/standard?k=${encodeURIComponent('技术规范')}`, '/standard'),
  play: async ({ canvas }) => {
    await expect((await results(canvas)).length).toBeGreaterThan(0);
    await facetsIn(canvas, /标准状态/);
    const status = main(canvas).getByRole('region', { name: /标准状态/ });
    await expect(status).toHaveTextContent(messages.standardStatus.current);
    await expect(main(canvas).getByRole('option', { name: '标准名称' })).toBeInTheDocument();
  },
};

/** No text yet on /standard: 作废 / 现行 is a filter already (doc 000 §4.5), beside this week's hot searches. */
export const StandardNoText: Story = {
  render: () => <StandardSearchPage />,
  parameters: at('/standard', '/standard'),
  play: async ({ canvas }) => {
    await main(canvas).findByRole('list', { name: T.hot });
    const status = main(canvas).getByRole('region', { name: /标准状态/ });
    await expect(within(status).getByRole('checkbox', { name: messages.standardStatus.void })).toBeVisible();
    await expect(within(status).getByRole('checkbox', { name: messages.standardStatus.current })).toBeVisible();
  },
};

/** 现行 chosen: only current standards are listed. */
export const StandardCurrent: Story = {
  render: () => <StandardSearchPage />,
  parameters: {
    screenshot: false,
    ...at(`/standard?k=${encodeURIComponent('技术规范')}&f_standardStatus=%E7%8E%B0%E8%A1%8C`, '/standard'),
  },
  play: async ({ canvas }) => {
    const rows = await results(canvas);
    await expect(rows.length).toBeGreaterThan(0);
    await expect(main(canvas).getByRole('button', { name: new RegExp(`${facetLabels.remove} .*现行`) })).toBeVisible();
  },
};
