import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { configureSimulation } from '@wenxian/simulation';
import { entityLabels, messages } from '@wenxian/domain';
import { headerLinkTo } from '../../../test/headerLinkTo';
import { withPage } from '../../../test/withPage';
import { subjectCall } from '../entityCalls.testing';
import { SubjectHomePage } from './SubjectHomePage';
import { SubjectPage } from './SubjectPage';
import { SubjectSummarizePage } from './SubjectSummarizePage';

const L = entityLabels.pages.subject;
const H = entityLabels.pages.subjectHome;
const S = entityLabels.pages.summarize;

/** Subjects: the home with rankings, a subject's pages, 主题词未找到, and the streamed AI summary. */
const meta = {
  title: 'Web/Pages/Entities/Subject',
  component: SubjectPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', deeplink: { path: '/subject/S0001', route: '/subject/:id' } },
} satisfies Meta<typeof SubjectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '图像识别' });
    const related = await canvas.findByRole('list', { name: L.related });
    await expect(within(related).getAllByRole('link').length).toBeGreaterThan(0);
  },
};

/** An unknown topic word: 主题词未找到. */
export const NotFound: Story = {
  parameters: { deeplink: { path: '/subject/no-such-word', route: '/subject/:id' } },
  play: async ({ canvas }) => {
    // Looked up again on each try: the error page can render twice (the loader's answer, then the route's).
    await waitFor(() => expect(canvas.getByText(messages.errorPage.subjectNotFound)).toBeVisible());
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [subjectCall('show', { latencyMs: 'infinite' })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    deeplink: { path: '/subject/S0001/achievement', route: '/subject/:id/achievement' },
    msw: { handlers: [subjectCall('literatures', { empty: true })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.empty)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [subjectCall('wordRelated', { code: 500 })] } },
  play: async ({ canvas }) => {
    await expect(await within(canvas.getByRole('main')).findByRole('alert')).toBeVisible();
  },
};

/** The home, named 主题库 as the header's 知识图谱 tile that opens it: hot topics with the places each moved since last year. */
export const Rankings: Story = {
  render: () => <SubjectHomePage />,
  parameters: { deeplink: { path: '/subject', route: '/subject' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 }).textContent).toBe(H.title);
    await expect((await headerLinkTo('/subject')).textContent).toBe(H.title);
    const table = await canvas.findByRole('table', { name: H.rankings });
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(10);
  },
};

/** The summary streams into the page; 重新生成 asks for it again. */
export const Summary: Story = {
  render: () => <SubjectSummarizePage />,
  parameters: { deeplink: { path: '/subject/summarize/S0001', route: '/subject/summarize/:id?' } },
  beforeEach: () => {
    configureSimulation({ streamCharMs: 0 });
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: S.title('图像识别') });
    await expect(
      await within(canvasElement).findByText((_, el) => el?.getAttribute('data-status') === 'done'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: S.regenerate }));
    await expect(
      await within(canvasElement).findByText((_, el) => el?.getAttribute('data-status') === 'done'),
    ).toBeVisible();
  },
};

/** A broken stream says so and keeps what arrived. */
export const SummaryFailed: Story = {
  render: () => <SubjectSummarizePage />,
  parameters: {
    deeplink: { path: '/subject/summarize/S0001', route: '/subject/summarize/:id?' },
    msw: { handlers: [subjectCall('wordSummarize', { failStream: true })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(S.failed)).toBeVisible();
  },
};
