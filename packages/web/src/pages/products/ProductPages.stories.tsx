import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ACTIVITY_PATHS, apiConfig, THESIS_DETECTION_PATHS, PRODUCTS_PATHS } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { messages, productLabels, shellLabels } from '@wenxian/domain';
import { withPage } from '../../test/withPage';
import { expectFieldBoxes } from '../../test/computedStyle';
import { ActivityPage } from './ActivityPage';
import { CollectionApplyPage } from './CollectionApplyPage';
import { CollectionListPage } from './CollectionListPage';
import { NoveltyApplyPage } from './NoveltyApplyPage';
import { NoveltyHomePage } from './NoveltyHomePage';
import { NoveltyOrdersPage } from './NoveltyOrdersPage';
import { ReadingInvitePage } from './ReadingInvitePage';
import { ReadingPointsPage } from './ReadingPointsPage';
import { ReadingQuizPage } from './ReadingQuizPage';
import { ThesisHomePage } from './ThesisHomePage';
import { ThesisOrderFormPage } from './ThesisOrderFormPage';
import { ThesisOrdersPage } from './ThesisOrdersPage';

/** Product and activity pages over the simulation (story clock 2026-11-22: the reading month runs, 双十一 is over). */
const meta = {
  title: 'Web/Pages/Products',
  decorators: [withPage],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const T = productLabels.thesis;
const N = productLabels.novelty;
const A = productLabels.activity;
const R = productLabels.readingMonth;
const E = productLabels.forms.errors;
const signedInAs = (userId: string) => () => {
  signInAs(apiConfig().sessionId, userId);
};
const post = (path: string) => ({ method: 'post' as const, path });

export const ThesisHome: Story = {
  render: () => <ThesisHomePage />,
  parameters: { deeplink: { path: '/product/thesisdetection' } },
  beforeEach: signedInAs('U1001'),
  play: async ({ canvas }) => {
    const versions = canvas.getByRole('list', { name: T.chooseVersion });
    await expect(within(versions).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(versions).getByRole('link', { name: `定稿版 ${T.startCheck}` })).toHaveAttribute(
      'href',
      '/product/thesisdetection/version1?version=standard',
    );
    await expect(await canvas.findByText(/论文检测比对库完成季度更新/)).toBeVisible();
  },
};

/** Submitting without title, author or file names each; a wrong file type is refused before upload. */
export const ThesisFormInvalid: Story = {
  render: () => <ThesisOrderFormPage />,
  parameters: { deeplink: { path: '/product/thesisdetection/version1?version=basic' } },
  beforeEach: signedInAs('U1001'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /初稿版/ })).toBeChecked();
    // Each version's name, price and length keep to one line: no name is broken where a row runs out.
    for (const radio of canvas.getAllByRole('radio')) {
      const label = radio.closest('label') as HTMLLabelElement;
      const fontSize = parseFloat(getComputedStyle(label).fontSize);
      await expect(label.getBoundingClientRect().height, label.textContent ?? '').toBeLessThan(fontSize * 2.2);
    }
    await userEvent.type(canvas.getByLabelText(T.paperTitle), '高校图书馆座位预约机制研究');
    // The file field is the site's 选择文件 button (not the browser's "Choose File"); the native input, transparent
    // over it, keeps the field's label.
    const fileInput = canvas.getByLabelText(T.upload);
    await expect(fileInput).toHaveAttribute('type', 'file');
    await expect(getComputedStyle(fileInput).opacity).toBe('0');
    await expect(canvas.getByText(productLabels.forms.file.choose)).toBeVisible();
    await expect(canvas.getByText(productLabels.forms.file.none)).toBeVisible();
    await userEvent.upload(fileInput, new File(['x'], '论文.png', { type: 'image/png' }), {
      applyAccept: false,
    });
    await expect(canvas.getByText('论文.png')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: T.submitOrder }));
    await expect(canvas.getByText(T.authorRequired)).toBeVisible();
    await expect(canvas.getByText(T.fileProblem.type)).toBeVisible();
    await expect(canvas.getByLabelText(T.paperTitle)).toHaveValue('高校图书馆座位预约机制研究');
  },
};

export const ThesisOrdersEmpty: Story = {
  render: () => <ThesisOrdersPage />,
  parameters: { deeplink: { path: '/product/thesisdetection/order' } },
  beforeEach: signedInAs('U1001'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.empty)).toBeVisible();
  },
};

export const ThesisOrdersLoading: Story = {
  render: () => <ThesisOrdersPage />,
  parameters: {
    deeplink: { path: '/product/thesisdetection/order' },
    msw: { handlers: [scenario(post(THESIS_DETECTION_PATHS.orderList), { latencyMs: 'infinite' })] },
  },
  beforeEach: signedInAs('U1001'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const NoveltyHome: Story = {
  render: () => <NoveltyHomePage />,
  parameters: { deeplink: { path: '/product/noveltysearch' } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: shellLabels.layout.serviceNav });
    await expect(within(nav).getByRole('link', { name: messages.productNav.noveltySearch })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: N.apply })).toHaveAttribute(
      'href',
      '/product/noveltysearch/basicInformation',
    );
  },
};

/** The first step refuses what is missing and keeps what was typed. */
export const NoveltyApplyInvalid: Story = {
  render: () => <NoveltyApplyPage />,
  parameters: { deeplink: { path: '/product/noveltysearch/basicInformation' } },
  beforeEach: signedInAs('U1002'),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(N.form.projectName), '遥感影像变化检测');
    const next = await canvas.findByRole('button', { name: N.next });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await expect(canvas.getByText(E.purposeRequired)).toBeVisible();
    await expect(canvas.getByText(E.scopeRequired)).toBeVisible();
    await expect(canvas.getByLabelText(N.form.projectName)).toHaveValue('遥感影像变化检测');
    // The selects are the site's field box, as tall as the text field, not the browser's grey default.
    await expectFieldBoxes(canvas.getByLabelText(N.form.projectName), [
      canvas.getByLabelText(N.form.purpose),
      canvas.getByLabelText(N.form.scope),
    ]);
  },
};

export const NoveltyOrdersAnonymous: Story = {
  render: () => <NoveltyOrdersPage />,
  parameters: { deeplink: { path: '/product/noveltysearch/myorder' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '登录' })).toHaveAttribute(
      'href',
      expect.stringContaining('/account?serve='),
    );
  },
};

export const NoveltyOrdersError: Story = {
  render: () => <NoveltyOrdersPage />,
  parameters: {
    deeplink: { path: '/product/noveltysearch/myorder' },
    msw: { handlers: [scenario(post(PRODUCTS_PATHS.noveltyOrderList), { code: 500, message: '' })] },
  },
  beforeEach: signedInAs('U1002'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.errorPage.genericTitle)).toBeVisible();
  },
};

export const CollectionApplyInvalid: Story = {
  render: () => <CollectionApplyPage />,
  parameters: { deeplink: { path: '/product/collectionquery/home' } },
  beforeEach: signedInAs('U1002'),
  play: async ({ canvas }) => {
    const submit = await canvas.findByRole('button', { name: productLabels.collection.form.submit });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.type(canvas.getByLabelText(productLabels.collection.form.contactPhone), '12345');
    await userEvent.click(submit);
    await expect(canvas.getByText(E.titlesRequired)).toBeVisible();
    await expect(canvas.getByText(E.contactPhoneInvalid)).toBeVisible();
    await expectFieldBoxes(canvas.getByLabelText(productLabels.collection.form.contactPhone), [
      canvas.getByLabelText(productLabels.collection.form.purpose),
    ]);
    // The message names the field as the form does: 用途.
    await expect(canvas.getByLabelText(productLabels.collection.form.purpose)).toHaveAccessibleDescription(
      E.collectionPurposeRequired,
    );
  },
};

export const CollectionListEmpty: Story = {
  render: () => <CollectionListPage />,
  parameters: { deeplink: { path: '/product/collectionquery/myorder' } },
  beforeEach: signedInAs('U1002'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(productLabels.collection.noApplications, { exact: false })).toBeVisible();
  },
};

/**
 * The countdown appears with the page clock's first tick, a second after hydration: the picture waits for it,
 * or a run faster than a second would take it without. The story clock starts at a fixed instant, so its
 * minutes read the same for the story's first minute.
 */
async function countdownShown(canvas: ReturnType<typeof within>, label: string) {
  await expect(await canvas.findByText(label, { exact: false })).toBeVisible();
}

export const ActivityDuring: Story = {
  render: () => <ActivityPage />,
  parameters: { deeplink: { path: '/activity/readingmonth' } },
  beforeEach: signedInAs('U1003'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(A.phase.during)).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: A.claimCoupon }));
    await expect(await canvas.findByText(A.claimSuccess)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: A.claimed })).toBeDisabled();
    await countdownShown(canvas, A.endsIn);
  },
};

/** A member on an ended activity: its coupons are shown but no longer offered (no 立即领取). */
export const ActivityAfter: Story = {
  render: () => <ActivityPage />,
  parameters: { deeplink: { path: '/activity/doublepromotion' } },
  beforeEach: signedInAs('U1003'),
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText(A.phase.after))[0]).toBeVisible();
    await expect(canvas.getByText(A.ended)).toBeVisible();
    const offers = canvas.getByRole('region', { name: A.offers });
    await expect(within(offers).queryByRole('button', { name: A.claimCoupon })).toBeNull();
    await expect(within(offers).getAllByText(A.phase.after).length).toBeGreaterThan(0);
  },
};

export const ActivityBefore: Story = {
  render: () => <ActivityPage />,
  parameters: { deeplink: { path: '/activity/yearEndActivity' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(A.phase.before)).toBeVisible();
    await countdownShown(canvas, A.startsIn);
  },
};

export const ActivityError: Story = {
  render: () => <ActivityPage />,
  parameters: {
    deeplink: { path: '/activity/power' },
    msw: { handlers: [scenario(post(ACTIVITY_PATHS.config), { code: 500, message: '' })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.errorPage.genericTitle)).toBeVisible();
  },
};

export const ReadingQuiz: Story = {
  render: () => <ReadingQuizPage />,
  parameters: { deeplink: { path: '/activity/readingmonth/answerpage' } },
  beforeEach: signedInAs('U1001'),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: R.startQuiz }));
    // The layout has groups of its own (the side toolbar): count the quiz form's questions.
    const quiz = await canvas.findByRole('form', { name: R.quizTitle });
    const groups = await within(quiz).findAllByRole('group');
    await expect(groups).toHaveLength(5);
    for (const group of groups) await userEvent.click(within(group).getAllByRole('radio')[1]!);
    await userEvent.click(canvas.getByRole('button', { name: R.submitAnswers }));
    await expect(await canvas.findByText(/答对 \d\/5 题/)).toBeVisible();
  },
};

export const ReadingPointsAnonymous: Story = {
  render: () => <ReadingPointsPage />,
  parameters: { deeplink: { path: '/activity/readingmonth/points' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: `${R.exchange} 学术保温杯` })).toBeDisabled();
    // The prizes may answer before the visitor's session does: the prompt waits for the session's answer.
    await expect(await canvas.findByText(A.loginToJoin, { exact: false })).toBeVisible();
  },
};

export const ReadingPointsNoPoints: Story = {
  render: () => <ReadingPointsPage />,
  parameters: { deeplink: { path: '/activity/readingmonth/points' } },
  beforeEach: signedInAs('U1001'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('points')).toHaveTextContent('0');
    await expect(canvas.getByRole('button', { name: `${R.exchange} 论文检测5元券` })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: R.saveAddress }));
    await expect(canvas.getByText(R.addressRequired)).toBeVisible();
  },
};

export const ReadingInvite: Story = {
  render: () => <ReadingInvitePage />,
  parameters: { deeplink: { path: '/activity/readingmonth/invitefriends' } },
  beforeEach: signedInAs('U1001'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('RMM1001')).toBeVisible();
    await expect(await canvas.findByText(R.invited(0), { exact: false })).toBeVisible();
  },
};
