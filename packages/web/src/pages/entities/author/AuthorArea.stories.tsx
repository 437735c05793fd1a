import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { AUTHOR_PATHS, apiConfig } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { entityLabels, messages, shellLabels } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { authorCall } from '../entityCalls.testing';
import { AuthorAuthPage } from './AuthorAuthPage';
import { AuthorClaimPage } from './AuthorClaimPage';
import { AuthorHomePage } from './AuthorHomePage';
import { AuthorRankingPage } from './AuthorRankingPage';

const H = entityLabels.pages.authorHome;
const R = entityLabels.pages.authorRanking;
const C = entityLabels.pages.authorClaim;
const A = entityLabels.pages.authorAuth;
const body = within(document.body);

/** /author, the rankings, the author certification and the claim centre. */
const meta = {
  title: 'Web/Pages/Entities/AuthorArea',
  component: AuthorHomePage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', deeplink: { path: '/author', route: '/author' } },
} satisfies Meta<typeof AuthorHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: H.top10 })).toBeVisible();
    await expect(await canvas.findByText(/收录作者 1,000 位/)).toBeVisible();
    // The header's 知识图谱 tile that opens this page (the operators' config list) and the page's h1 say one name.
    await userEvent.click(canvas.getByRole('button', { name: shellLabels.header.knowledgeMap }));
    const panel = await body.findByRole('dialog', { name: shellLabels.header.knowledgeMap });
    const tile = within(panel)
      .getAllByRole('link')
      .find((link) => link.getAttribute('href') === '/author');
    await expect(tile?.textContent).toBe(H.title);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // The picture shows the page at rest, not the focus the panel gave back to its button.
    (document.activeElement as HTMLElement | null)?.blur();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(H.title);
    // The author area (作者中心, claims) is reached from here by a click, not only by its address.
    await expect(canvas.getByRole('link', { name: A.goHome })).toHaveAttribute('href', '/author/home');
  },
};

/** A search by name lists matching authors, and the typed text stays in the box. */
export const Search: Story = {
  parameters: { deeplink: { path: '/author?k=%E7%8E%8B', route: '/author' } },
  play: async ({ canvas }) => {
    const results = await canvas.findByRole('list', { name: H.results });
    for (const link of within(results).getAllByRole('link')) await expect(link.textContent).toContain('王');
    await expect(canvas.getByRole('textbox', { name: H.searchLabel })).toHaveValue('王');
  },
};

/** A blank search is not sent: the site's 请输入内容 warning under the box, the focus kept in it; typing clears it. */
export const BlankSearch: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: H.searchLabel });
    await userEvent.type(box, '   ');
    await userEvent.click(canvas.getByRole('button', { name: entityLabels.pages.search }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.search.emptyInput);
    await expect(box).toHaveFocus();
    await expect(box).toHaveAccessibleDescription(messages.search.emptyInput);
    await expect(canvas.queryByRole('list', { name: H.results })).toBeNull();
  },
};

export const HomeLoading: Story = {
  parameters: { msw: { handlers: [authorCall('top10', { latencyMs: 'infinite' })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const HomeEmpty: Story = {
  parameters: { msw: { handlers: [authorCall('top10', { empty: true }), authorCall('latest', { empty: true })] } },
  play: async ({ canvas }) => {
    // Each empty section loads on its own: wait until all have said so.
    await waitFor(() => expect(canvas.getAllByText(messages.loader.empty).length).toBe(2));
  },
};

export const HomeError: Story = {
  parameters: { msw: { handlers: [authorCall('top10', { code: 500 })] } },
  play: async ({ canvas }) => {
    await expect(await within(canvas.getByRole('main')).findByRole('alert')).toBeVisible();
  },
};

/** Ranking of one discipline: the class is current, the table ranks by times cited. */
export const DomainRanking: Story = {
  render: () => <AuthorRankingPage />,
  parameters: { deeplink: { path: '/author/domain/cs', route: '/author/domain/:id' } },
  play: async ({ canvas }) => {
    const classes = await canvas.findByRole('list', { name: R.chooseClass });
    await expect(within(classes).getByRole('link', { name: '计算机科学与技术' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await canvas.findByRole('table', { name: R.domain })).toBeVisible();
  },
};

export const RankingError: Story = {
  render: () => <AuthorRankingPage />,
  parameters: {
    deeplink: { path: '/author/literatureNumber', route: '/author/literatureNumber' },
    msw: { handlers: [authorCall('rankAnalysis', { code: 500 })] },
  },
  play: async ({ canvas }) => {
    await expect(await within(canvas.getByRole('main')).findByRole('alert')).toBeVisible();
  },
};

/** Certification: an empty name or organisation is refused with its message; what was typed stays. */
export const Certification: Story = {
  render: () => <AuthorAuthPage />,
  parameters: { deeplink: { path: '/author/auth', route: '/author/auth' } },
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(A.jobTitle), '教授');
    // The page says 作者认证 once, as its h1; the form's box is named by it without a heading of its own.
    await expect(canvas.getAllByRole('heading', { name: A.title })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1, name: A.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: A.submit }));
    await expect(canvas.getByText(A.realNameRequired)).toBeVisible();
    await expect(canvas.getByText(A.organRequired)).toBeVisible();
    await expect(canvas.getByLabelText(A.jobTitle)).toHaveValue('教授');
  },
};

/** The server refuses the certification: its message under the form, and everything typed stays. */
export const CertificationRefused: Story = {
  render: () => <AuthorAuthPage />,
  parameters: {
    deeplink: { path: '/author/auth', route: '/author/auth' },
    msw: {
      handlers: [
        scenario(
          { method: 'post', path: AUTHOR_PATHS.saveMemberBasicInfo },
          { code: 500, message: '认证信息提交失败' },
        ),
      ],
    },
  },
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(A.realName), '周明远');
    await userEvent.type(canvas.getByLabelText(A.organName), '清华大学');
    await userEvent.click(canvas.getByRole('button', { name: A.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('认证信息提交失败');
    await expect(canvas.getByLabelText(A.realName)).toHaveValue('周明远');
    await expect(canvas.getByLabelText(A.organName)).toHaveValue('清华大学');
  },
};

/** The confirmed author claims a paper: it moves to the claim records and its box is disabled. */
export const Claim: Story = {
  render: () => <AuthorClaimPage />,
  parameters: { deeplink: { path: '/author/home', route: '/author/home' } },
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1007');
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: C.claimable });
    const box = within(list)
      .getAllByRole('checkbox')
      .find((b) => !(b as HTMLInputElement).disabled);
    if (!box) throw new globalThis.Error('nothing to claim');
    const name = box.getAttribute('aria-label') ?? '';
    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: C.claimSelected(1) }));
    await expect(await canvas.findByRole('cell', { name: '审核中' })).toBeVisible();
    // The claimed paper leaves 可认领文献.
    await waitFor(() => expect(within(list).queryByRole('checkbox', { name })).toBeNull());
  },
};

export const ClaimEmpty: Story = {
  render: () => <AuthorClaimPage />,
  parameters: {
    deeplink: { path: '/author/home', route: '/author/home' },
    msw: { handlers: [authorCall('claimLiteratures', { empty: true })] },
  },
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1007');
  },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText(messages.loader.empty)).length).toBeGreaterThan(0);
  },
};
