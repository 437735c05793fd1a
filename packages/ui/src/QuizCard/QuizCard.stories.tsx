import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { productLabels } from '@wenxian/domain';
import { QuizCard } from './QuizCard';

const L = productLabels.readingMonth;
const questions = [
  {
    id: 'Q1',
    text: '论文《基于深度学习的图像识别方法研究》发表在哪本期刊上？',
    options: [
      { key: 'A', text: '计算机学报' },
      { key: 'B', text: '中国图书馆学报' },
      { key: 'C', text: '软件学报' },
      { key: 'D', text: '自动化学报' },
    ],
  },
  {
    id: 'Q2',
    text: '论文《城市绿地生态服务价值评估》发表于哪一年？',
    options: [
      { key: 'A', text: '2019' },
      { key: 'B', text: '2021' },
      { key: 'C', text: '2022' },
      { key: 'D', text: '2023' },
    ],
  },
];

const meta = {
  title: 'UI/Products/QuizCard',
  component: QuizCard,
  args: { questions, onSubmit: fn() },
} satisfies Meta<typeof QuizCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Answering every question sends one answer per question. */
export const Answering: Story = {
  play: async ({ canvas, args }) => {
    const [first, second] = canvas.getAllByRole('group');
    await userEvent.click(within(first!).getByRole('radio', { name: /软件学报/ }));
    await userEvent.click(within(second!).getByRole('radio', { name: /2022/ }));
    await userEvent.click(canvas.getByRole('button', { name: L.submitAnswers }));
    await expect(args.onSubmit).toHaveBeenCalledWith([
      { questionId: 'Q1', key: 'C' },
      { questionId: 'Q2', key: 'C' },
    ]);
  },
};

/** A question left open: the answers are kept and a message asks for all of them. */
export const Unanswered: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(within(canvas.getAllByRole('group')[0]!).getByRole('radio', { name: /软件学报/ }));
    await userEvent.click(canvas.getByRole('button', { name: L.submitAnswers }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(L.answerAll);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(canvas.getAllByRole('group')[0]!).getByRole('radio', { name: /软件学报/ })).toBeChecked();
  },
};

/** After the server checked: the right answer of each question and the verdict. */
export const Checked: Story = {
  args: {
    checks: [
      { questionId: 'Q1', chosen: 'C', correctKey: 'A', correct: false },
      { questionId: 'Q2', chosen: 'C', correctKey: 'C', correct: true },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: L.submitAnswers })).toBeNull();
    await expect(canvas.getByText(`✗ ${L.correctAnswer}：A`)).toBeVisible();
    await expect(canvas.getByText(`✓ ${L.correctAnswer}：C`)).toBeVisible();
  },
};

/** The server refused (outside the activity window). */
export const Refused: Story = {
  args: { error: '活动已结束' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('活动已结束');
  },
};
