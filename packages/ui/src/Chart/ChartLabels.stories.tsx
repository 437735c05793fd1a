import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { svgIn } from './chartStory';
import { NetworkChart, ShareChart } from './charts';

/**
 * The names a chart draws, checked on the drawn SVG at the widths the pages give the chart: none covers another or
 * the legend, none leaves the chart, none is cut (docs/decisions/entities.md, "Share ring", "Collaboration graph").
 */
const meta = {
  title: 'UI/Entities/ChartLabels',
  component: ShareChart,
  args: { label: '研究领域', items: [], isAnimated: false, height: '28rem' },
  decorators: [
    (Story) => (
      <div style={{ width: '64rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShareChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawn words of a chart (each SVG text with any) and their boxes on the screen. */
const drawnTexts = (svg: SVGSVGElement) =>
  [...svg.querySelectorAll('text')]
    .filter((text) => text.textContent?.trim())
    .map((text) => ({ words: text.textContent ?? '', box: text.getBoundingClientRect() }));

/** The words drawn (partly) outside the chart, where the chart's edge cuts them. */
const outsideOf = (svg: SVGSVGElement) => {
  const frame = svg.getBoundingClientRect();
  return drawnTexts(svg)
    .filter(
      ({ box }) =>
        box.left < frame.left - 1 ||
        box.top < frame.top - 1 ||
        box.right > frame.right + 1 ||
        box.bottom > frame.bottom + 1,
    )
    .map(({ words }) => words);
};

/** The words ECharts cut to fit (it ends them with an ellipsis). */
const cutWords = (svg: SVGSVGElement) =>
  drawnTexts(svg)
    .map(({ words }) => words)
    .filter((words) => words.endsWith('...'));

/** The pairs of drawn words covering each other by more than a pixel (upright texts: their boxes are exact). */
const coveringPairs = (svg: SVGSVGElement) => {
  const texts = drawnTexts(svg);
  const cover = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  return texts.flatMap((a, i) =>
    texts
      .slice(i + 1)
      .filter((b) => cover(a.box, b.box))
      .map((b) => `${a.words} / ${b.words}`),
  );
};

/** An author's ten research fields, as the author's 成果概览 draws them, long names among them. */
const researchFields = [
  '发病机制',
  '回顾性队列研究',
  '慢性肾病',
  '脑卒中',
  '临床疗效',
  '乳腺癌',
  '慢性阻塞性肺疾病',
  '2型糖尿病',
  '冠心病',
  '孟德尔随机化',
].map((name, i) => ({ name, count: [6, 6, 5, 5, 5, 4, 4, 4, 3, 3][i] ?? 1 }));

/** A half-width card of an entity page (an author's 成果概览, an organisation's home), where a ring is drawn. */
const halfCard: Decorator = (Story) => (
  <div style={{ width: '54rem' }}>
    <Story />
  </div>
);

/**
 * What is wrong with a drawn ring: names covering each other (or the legend), words outside the chart, and the parts
 * whose name is not drawn whole twice, on one line beside its slice and in the legend (a cut name ends in an
 * ellipsis, a wrapped one is two texts).
 */
const ringProblems = (svg: SVGSVGElement, parts: readonly { name: string }[]) => {
  const words = drawnTexts(svg).map((t) => t.words);
  return {
    covering: coveringPairs(svg),
    outside: outsideOf(svg),
    notWhole: parts.filter(({ name }) => words.filter((w) => w === name).length < 2).map((p) => p.name),
  };
};
const noRingProblems = { covering: [], outside: [], notWhole: [] };

/** A ring of `items` in a half-width card, checked once `lastName` is drawn: no name covered, outside or cut. */
const ringInHalfCard = (label: string, items: { name: string; count: number }[], lastName: string): Story => ({
  decorators: [halfCard],
  render: (args) => <ShareChart label={label} items={items} isAnimated={args.isAnimated} height="28rem" />,
  play: async ({ canvasElement }) => {
    const svg = await svgIn(canvasElement);
    await waitFor(() => expect(svg.textContent).toContain(lastName));
    await expect(ringProblems(svg, items)).toEqual(noRingProblems);
  },
});

/**
 * Ten parts in a half-width card: the legend lies under the ring, so no part's name runs into it; the ring is
 * centred, so the names on either side are drawn whole, inside the chart.
 */
export const ShareManyParts: Story = ringInHalfCard('研究领域', researchFields, '孟德尔随机化');

const disciplines = [
  { name: '管理科学与工程', count: 31 },
  { name: '计算机科学与技术', count: 24 },
  { name: '环境科学与工程', count: 12 },
  { name: '控制科学与工程', count: 9 },
  { name: '材料科学与工程', count: 6 },
];

/** An organisation's disciplines, whose names are long: on the right side of the ring too, none is cut. */
export const ShareLongNames: Story = ringInHalfCard('学科分布', disciplines, '材料科学与工程');

const columns = [
  { name: '前沿动态', count: 1 },
  { name: '学术争鸣', count: 0 },
  { name: '应用研究', count: 5 },
  { name: '专题研究', count: 3 },
];

/** A narrow column (a journal's 栏目分布 beside its papers): the ring is smaller, so its names keep one line. */
export const ShareNarrowColumn: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '28rem' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <ShareChart label="栏目分布" items={columns} isAnimated={args.isAnimated} height="28rem" />,
  play: async ({ canvasElement }) => {
    const svg = await svgIn(canvasElement);
    await waitFor(() => expect(svg.textContent).toContain('专题研究'));
    await expect(ringProblems(svg, columns)).toEqual(noRingProblems);
  },
};

/** An organisation's graph: its own name and its partners' are long; each is drawn whole, on two lines if need be. */
export const NetworkLongNames: Story = {
  render: (args) => (
    <NetworkChart
      label="机构合作网络"
      network={{
        nodes: [
          { id: 'O1', name: '中国科学院自动化研究所', count: 20 },
          { id: 'O2', name: '襄阳启明智能科技有限公司', count: 5 },
          { id: 'O3', name: '乌鲁木齐工业大学', count: 4 },
          { id: 'O4', name: '国家信息中心', count: 15 },
          { id: 'O5', name: '扬州理工大学', count: 11 },
          { id: 'O6', name: '石河子科技大学', count: 6 },
        ],
        links: ['O2', 'O3', 'O4', 'O5', 'O6'].map((target, i) => ({ source: 'O1', target, value: 1 + i })),
      }}
      isAnimated={args.isAnimated}
      height="52rem"
    />
  ),
  play: async ({ canvasElement }) => {
    const svg = await svgIn(canvasElement);
    await waitFor(() => expect(svg.textContent).toContain('石河子科技大学'));
    await expect({ outside: outsideOf(svg), cut: cutWords(svg) }).toEqual({ outside: [], cut: [] });
    // A name on two lines is two texts, one after the other.
    const drawn = drawnTexts(svg)
      .map((t) => t.words)
      .join('');
    for (const name of ['中国科学院自动化研究所', '襄阳启明智能科技有限公司', '乌鲁木齐工业大学']) {
      await expect(drawn).toContain(name);
    }
    // The organisation itself is drawn in the middle of the box, its partners round it: its name, under its node,
    // is centred across the chart, and the partners' names reach as far left as right.
    const frame = svg.getBoundingClientRect();
    const centreX = frame.left + frame.width / 2;
    const own = drawnTexts(svg).find((t) => t.words === '中国科学院自');
    await expect(Math.abs((own?.box.left ?? 0) + (own?.box.width ?? 0) / 2 - centreX)).toBeLessThan(4);
    const boxes = drawnTexts(svg).map((t) => t.box);
    const leftRoom = Math.min(...boxes.map((b) => b.left)) - frame.left;
    const rightRoom = frame.right - Math.max(...boxes.map((b) => b.right));
    await expect(Math.abs(leftRoom - rightRoom)).toBeLessThan(frame.width / 4);
  },
};
