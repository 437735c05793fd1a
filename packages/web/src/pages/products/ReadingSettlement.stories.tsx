import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ACTIVITY_PATHS, answerQuestions, apiConfig, extractQuestions } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { messages, productLabels, shellLabels } from '@wenxian/domain';
import { withPage } from '../../test/withPage';
import { main, post, signedInAs } from './productStories.testing';
import { ReadingSettlementPage } from './ReadingSettlementPage';

/**
 * The reading month's quiz settlement over the simulation (story clock 2026-11-22: the reading month runs); the
 * quiz is taken through the real calls first.
 */
const meta = {
  title: 'Web/Pages/Products/Orders/Reading month',
  decorators: [withPage],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const R = productLabels.readingMonth;

const SETTLEMENT = '/activity/readingmonth/answerquestions/settlement';

/** After a quiz: the result, every question checked, another try and the way to the points. */
export const ReadingSettlement: Story = {
  render: () => <ReadingSettlementPage />,
  parameters: { deeplink: { path: SETTLEMENT } },
  beforeEach: async () => {
    signInAs(apiConfig().sessionId, 'U1002');
    const quiz = await extractQuestions({ activityId: 'readingmonth' });
    await answerQuestions({
      activityId: 'readingmonth',
      answers: quiz.map((q) => ({ questionId: q.id, key: q.options[0]!.key })),
    });
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(/答对 \d\/5 题，获得 \d+ 积分/)).toBeVisible();
    const table = page.getByRole('table', { name: R.settlementTitle });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(page.getByRole('link', { name: R.again })).toHaveAttribute(
      'href',
      '/activity/readingmonth/answerpage',
    );
    await expect(page.getByRole('link', { name: R.toPoints })).toHaveAttribute('href', '/activity/readingmonth/points');
  },
};

/** No quiz answered yet: nothing to settle, the way to the quiz. */
export const ReadingSettlementEmpty: Story = {
  render: () => <ReadingSettlementPage />,
  parameters: { deeplink: { path: SETTLEMENT } },
  beforeEach: signedInAs('U1002'),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByText(R.startQuiz)).toBeVisible();
    await expect(page.queryByRole('table')).toBeNull();
  },
};

export const ReadingSettlementAnonymous: Story = {
  render: () => <ReadingSettlementPage />,
  parameters: { deeplink: { path: SETTLEMENT } },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('link', { name: shellLabels.header.login })).toHaveAttribute(
      'href',
      expect.stringContaining('/account?serve='),
    );
  },
};

export const ReadingSettlementLoading: Story = {
  render: () => <ReadingSettlementPage />,
  parameters: {
    deeplink: { path: SETTLEMENT },
    msw: { handlers: [scenario(post(ACTIVITY_PATHS.settlement), { latencyMs: 'infinite' })] },
  },
  beforeEach: signedInAs('U1002'),
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(messages.loader.loading)).toBeVisible();
  },
};

export const ReadingSettlementError: Story = {
  render: () => <ReadingSettlementPage />,
  parameters: {
    deeplink: { path: SETTLEMENT },
    msw: { handlers: [scenario(post(ACTIVITY_PATHS.settlement), { code: 500, message: '' })] },
  },
  beforeEach: signedInAs('U1002'),
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByText(messages.errorPage.genericTitle)).toBeVisible();
  },
};
