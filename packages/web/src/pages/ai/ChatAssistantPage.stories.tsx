import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { aiLabels, messages } from '@wenxian/domain';
import { configureSimulation, scenario, simulationState } from '@wenxian/simulation';
import { answerPacing } from '../../features/ai/answerStream';
import { AI_PATHS } from '@wenxian/api';
import { withPage } from '../../test/withPage';
import { ChatAssistantPage } from './ChatAssistantPage';

const A = aiLabels.assistant;
const at = (query: string) => ({ deeplink: { path: `/chat?${query}`, route: '/chat' } });

/** /chat, the /rweb/chat assistant (no-side-bar layout): every mode answers from the simulated corpus. */
const meta = {
  title: 'Web/Pages/AI/ChatAssistant',
  component: ChatAssistantPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', siteLayout: 'noSideBar', ...at('mode=conversation') },
} satisfies Meta<typeof ChatAssistantPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: A.modes.conversation })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('button', { name: aiLabels.chat.send })).toBeDisabled();
  },
};

/**
 * The modes are one radio group: one tab stop, the chosen chip; the arrows (wrapping), Home and End choose the
 * neighbour, the focus moving with the choice.
 */
export const ModesByKeyboard: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const radio = (name: string) => canvas.getByRole('radio', { name });
    const chosen = async (name: string) => {
      await waitFor(() => expect(radio(name)).toHaveAttribute('aria-checked', 'true'));
      await expect(radio(name)).toHaveFocus();
      await expect(canvas.getAllByRole('radio').filter((chip) => chip.tabIndex === 0)).toEqual([radio(name)]);
    };
    radio(A.modes.conversation).focus();
    await userEvent.keyboard('{ArrowRight}');
    await chosen(A.modes.keywords);
    await userEvent.keyboard('{End}');
    await chosen(A.modes.chart);
    await userEvent.keyboard('{ArrowDown}');
    await chosen(A.modes.conversation);
    await userEvent.keyboard('{ArrowLeft}');
    await chosen(A.modes.chart);
    await userEvent.keyboard('{Home}');
    await chosen(A.modes.conversation);
  },
};

/** Asking streams the answer (busy, then references and the text). */
export const Streaming: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: A.inputLabel }), '深度学习{Enter}');
    const answer = await canvas.findByRole('article', { name: aiLabels.chat.assistant, busy: true });
    await expect(answer).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: aiLabels.chat.stop }));
    await expect(await canvas.findByText(aiLabels.chat.stopped)).toBeVisible();
  },
};

export const Analysis: Story = {
  parameters: at('mode=analysis&q=%E6%95%B0%E5%AD%97%E7%BB%8F%E6%B5%8E'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/相关文献：\d+ 篇/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: A.downloadDoc })).toBeVisible();
  },
};

/** A summary asked twice: the second time comes from the saved copy, with a way to write it afresh. */
export const SummaryFromSavedCopy: Story = {
  beforeEach: () => {
    simulationState().chatCache.set('summary:数字经济', {
      key: 'summary:数字经济',
      content: '## “数字经济”文献综述\n\n上次保存的综述。',
      savedAt: 0,
    });
  },
  parameters: at('mode=summary&q=%E6%95%B0%E5%AD%97%E7%BB%8F%E6%B5%8E'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(A.fromCache)).toBeVisible();
    await expect(canvas.getByText('上次保存的综述。')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: A.regenerateSummary }));
    await expect(await canvas.findByText(/本综述基于平台收录的 \d+ 篇相关文献/)).toBeVisible();
  },
};

export const Keywords: Story = {
  parameters: at(
    'mode=keywords&q=%E5%9F%BA%E4%BA%8E%E6%B7%B1%E5%BA%A6%E5%AD%A6%E4%B9%A0%E7%9A%84%E5%9B%BE%E5%83%8F%E8%AF%86%E5%88%AB',
  ),
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: A.keywordsHeading });
    await expect(within(region).getAllByRole('link').length).toBeGreaterThan(1);
  },
};

export const Translate: Story = {
  parameters: at('mode=translate&q=%E6%B7%B1%E5%BA%A6%E5%AD%A6%E4%B9%A0'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Deep learning.')).toBeVisible();
  },
};

/** A CSV becomes a chart and a description of its series. */
export const ChartFromCsv: Story = {
  parameters: { ...at('mode=chart'), screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.upload(
      canvas.getByLabelText(A.chartFileLabel),
      new File(['年份,发文量\n2021,3\n2022,8\n2023,5'], '发文.csv', { type: 'text/csv' }),
    );
    await expect(await canvas.findByText(/最大 8（2022）/)).toBeVisible();
  },
};

/** The failure shows in place (and as a passing toast, hence no snapshot). */
export const AnalysisFailed: Story = {
  parameters: {
    screenshot: false,
    ...at('mode=analysis&q=%E6%95%B0%E5%AD%97%E7%BB%8F%E6%B5%8E'),
    msw: { handlers: [scenario({ method: 'post', path: AI_PATHS.getAnalysis }, { code: 500 })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.errorPage.networkError)).toBeVisible();
  },
};

/**
 * Every mode leaves 问答 working: after 翻译 has answered, a new question asked in 问答 streams its own whole
 * answer (never a bubble that says it was stopped: the old text's answer, started under the new question's id,
 * stopped the new one when it went).
 */
export const AskAfterOtherModes: Story = {
  parameters: { ...at('mode=translate&q=%E6%B7%B1%E5%BA%A6%E5%AD%A6%E4%B9%A0'), screenshot: false },
  beforeEach: () => {
    const pace = answerPacing.charMs;
    configureSimulation({ streamCharMs: 0 });
    answerPacing.charMs = 0;
    return () => {
      answerPacing.charMs = pace;
    };
  },
  play: async ({ canvas }) => {
    const wholeAnswer = async () => {
      const answer = await canvas.findByRole('article', { name: aiLabels.chat.assistant, busy: false });
      await expect(answer).not.toHaveTextContent(aiLabels.chat.stopped);
      await expect(answer).toHaveTextContent('[1]');
    };
    await expect(await canvas.findByRole('region', { name: A.translateTo })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: A.modes.conversation }));
    const box = canvas.getByRole('textbox', { name: A.inputLabel });
    await userEvent.clear(box);
    await userEvent.type(box, '数字经济{Enter}');
    await waitFor(() => expect(canvas.getByRole('article', { name: aiLabels.chat.you })).toHaveTextContent('数字经济'));
    await wholeAnswer();
  },
};
