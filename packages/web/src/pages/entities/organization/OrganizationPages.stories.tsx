import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { entityLabels, messages } from '@wenxian/domain';
import { headerLinkTo } from '../../../test/headerLinkTo';
import { withPage } from '../../../test/withPage';
import { organizationCall } from '../entityCalls.testing';
import { OrganizationHomePage } from './OrganizationHomePage';
import { OrganizationPage } from './OrganizationPage';

const L = entityLabels.pages.organization;
const H = entityLabels.pages.organizationHome;

/** Organisations: the ranking home, an organisation's graph, influence and units (virtual ones too). */
const meta = {
  title: 'Web/Pages/Entities/Organization',
  component: OrganizationPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', deeplink: { path: '/organization/O00001', route: '/organization/:id' } },
} satisfies Meta<typeof OrganizationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await expect(await canvas.findByRole('region', { name: L.trend })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: L.subjects })).toBeVisible();
  },
};

type Point = { x: number; y: number };

/** A drawn text's box on the screen: its four corners, turned as the text is. */
const cornersOf = (text: SVGTextElement): Point[] => {
  const box = text.getBBox();
  const matrix = text.getScreenCTM() ?? new DOMMatrix();
  return [
    [box.x, box.y],
    [box.x + box.width, box.y],
    [box.x + box.width, box.y + box.height],
    [box.x, box.y + box.height],
  ].map(([x = 0, y = 0]) => new DOMPoint(x, y).matrixTransform(matrix));
};

/** Whether two turned boxes cover each other by more than a pixel (no axis of either box separates them). */
const overlaps = (a: Point[], b: Point[]) =>
  [a, b].every((box) =>
    box.every((p, i) => {
      const q = box[(i + 1) % box.length] ?? p;
      const length = Math.hypot(q.x - p.x, q.y - p.y) || 1;
      const axis = { x: (p.y - q.y) / length, y: (q.x - p.x) / length };
      const project = (points: Point[]) => points.map((r) => r.x * axis.x + r.y * axis.y);
      const [pa, pb] = [project(a), project(b)];
      return Math.min(Math.max(...pa), Math.max(...pb)) - Math.max(Math.min(...pa), Math.min(...pb)) > 1;
    }),
  );

/** The collaboration graph (ECharts graph series) with its partners as links to their own graphs. */
export const Graph: Story = {
  parameters: { deeplink: { path: '/organization/O00001/graph', route: '/organization/:id/graph' } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: L.graph });
    await expect(within(table).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/organization\/O\d{5}\/graph$/),
    );
    const graph = await canvas.findByRole('img', { name: L.graph });
    await expect(graph).toBeVisible();
    // The partners' names, as drawn (SVG text, along their radius): every one shown covers no other.
    const names = await waitFor(() => {
      const texts = [...graph.querySelectorAll<SVGTextElement>('svg text')].filter((t) => t.textContent?.trim());
      expect(texts.length).toBeGreaterThan(5);
      return texts.map((t) => ({ name: t.textContent, corners: cornersOf(t) }));
    });
    const overlapping = names.flatMap((a, i) =>
      names
        .slice(i + 1)
        .filter((b) => overlaps(a.corners, b.corners))
        .map((b) => `${a.name} / ${b.name}`),
    );
    await expect(overlapping).toEqual([]);
  },
};

/** World analysis (rank by citations, normalised impact) beside China analysis (partner provinces, province rank). */
export const Influence: Story = {
  parameters: { deeplink: { path: '/organization/O00001/influence', route: '/organization/:id/influence' } },
  play: async ({ canvas }) => {
    const world = await canvas.findByRole('region', { name: L.world });
    await expect(await within(world).findByText(/被引总量排名 \d+ \/ \d+/)).toBeVisible();
    const china = canvas.getByRole('region', { name: L.china });
    await expect(await within(china).findByText(/发文量排名 \d+ \/ \d+/)).toBeVisible();
    // Every chart under a visible title that names it; a bar chart says what it counts, also at its value axis.
    for (const [card, title] of [
      [world, L.impact],
      [world, L.impactTrend],
      [china, L.regions],
      [china, L.chinaTrend],
    ] as const)
      await expect(within(card).getByRole('heading', { level: 3, name: title })).toBeVisible();
    const impact = within(world).getByRole('region', { name: L.impact });
    await expect(impact).toHaveAccessibleDescription(L.impactNote);
    // A chart draws its text anew when its box settles: the axis name is looked up again until it stays.
    await waitFor(() => expect(within(impact).getByText(L.impactAxis)).toBeInTheDocument());
    const regions = within(china).getByRole('region', { name: L.regions });
    await waitFor(() => expect(within(regions).getByText(L.regionsAxis)).toBeInTheDocument());
    // Side by side, the two analyses' charts start at one height though the impact note wraps to more lines.
    const tops = [impact, regions, within(world).getByRole('region', { name: L.impactTrend })].map(
      (region) => within(region).getByRole('figure').getBoundingClientRect().top,
    );
    const chinaTrendTop = within(china).getByRole('region', { name: L.chinaTrend });
    await expect(Math.abs((tops[0] ?? 0) - (tops[1] ?? 0))).toBeLessThan(1);
    await expect(
      Math.abs((tops[2] ?? 0) - within(chinaTrendTop).getByRole('figure').getBoundingClientRect().top),
    ).toBeLessThan(1);
    await userEvent.click(within(regions).getByRole('button', { name: entityLabels.chart.showTable }));
    // The organisation's own province is always among the bars, marked 本省.
    const province = (await within(china).findByText(/^(.+)发文量排名/)).textContent?.replace(/发文量排名.*/, '') ?? '';
    await expect(within(regions).getByRole('table')).toBeVisible();
    await expect(within(regions).getByRole('rowheader', { name: L.ownProvince(province) })).toBeVisible();
    // Back to the bars: the picture shows the marked province in the chart.
    await userEvent.click(within(regions).getByRole('button', { name: entityLabels.chart.showChart }));
    await expect(await within(regions).findByRole('img', { name: L.regions })).toBeVisible();
  },
};

/** A virtual organisation (?v=jws) lists its member units, whose papers it adds up. */
export const VirtualMembers: Story = {
  parameters: { deeplink: { path: '/organization/O00201/unit?v=jws', route: '/organization/:id/unit' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(L.virtual, { exact: false })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: L.members })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        organizationCall('show', { latencyMs: 'infinite' }),
        organizationCall('statisticalAnalysis', { latencyMs: 'infinite' }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    deeplink: { path: '/organization/O00001/unit', route: '/organization/:id/unit' },
    msw: { handlers: [organizationCall('children', { empty: true })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.empty)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [organizationCall('show', { code: 500 })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.errorPage.genericTitle)).toBeVisible();
  },
};

/**
 * The ranking home, named 机构库 as the header's 知识图谱 tile that opens it: virtual organisations are marked and
 * link with ?v=jws.
 */
export const Ranking: Story = {
  render: () => <OrganizationHomePage />,
  parameters: { layout: 'fullscreen', deeplink: { path: '/organization', route: '/organization' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 }).textContent).toBe(H.title);
    await expect((await headerLinkTo('/organization')).textContent).toBe(H.title);
    const table = await canvas.findByRole('table', { name: H.ranking });
    const virtual = within(table)
      .getAllByRole('link')
      .find((a) => a.getAttribute('href')?.endsWith('?v=jws'));
    await expect(virtual).toBeDefined();
  },
};

/**
 * The English edition: heading, caption, columns, details and pager in English over the organisations' English
 * names; a firm, which has no English name, keeps its Chinese one.
 */
export const RankingInEnglish: Story = {
  render: () => <OrganizationHomePage />,
  parameters: { layout: 'fullscreen', deeplink: { path: '/organization/en', route: '/organization/en' } },
  play: async ({ canvas }) => {
    const E = H.english;
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(H.en);
    const table = await canvas.findByRole('table', { name: E.ranking });
    await expect(table.closest('[lang]')).toHaveAttribute('lang', 'en');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([E.rank, E.name, E.publications]);
    const names = within(table)
      .getAllByRole('link')
      .map((a) => a.textContent ?? '');
    await expect(names).toHaveLength(20);
    // Chinese only where the organisation is a firm (…公司): every other name is English.
    const english = names.filter((n) => /^[A-Z][A-Za-z' ,.-]+$/.test(n));
    await expect(names.filter((n) => !english.includes(n)).every((n) => n.endsWith('公司'))).toBe(true);
    await expect(english.length).toBeGreaterThan(15);
    await expect(within(table).getAllByText(/^(Virtual organization · )?Times cited [\d,]+$/)).toHaveLength(20);
    await expect(canvas.getByRole('navigation', { name: E.pagination.label })).toBeVisible();
    await expect(canvas.getByRole('button', { name: E.pagination.next })).toBeVisible();
  },
};

export const RankingError: Story = {
  render: () => <OrganizationHomePage />,
  parameters: {
    deeplink: { path: '/organization', route: '/organization' },
    msw: { handlers: [organizationCall('search', { code: 500 })] },
  },
  play: async ({ canvas }) => {
    await expect(await within(canvas.getByRole('main')).findByRole('alert')).toBeVisible();
  },
};
