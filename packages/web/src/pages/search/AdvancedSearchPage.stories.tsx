import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, type within } from 'storybook/test';
import { messages, resultLabels, searchLabels } from '@wenxian/domain';
import { scenario } from '@wenxian/simulation';
import { withPage } from '../../test/withPage';
import { AdvancedSearchPage } from './AdvancedSearchPage';

const L = searchLabels.advanced;

/** Fills the first row with 乡村振兴 and runs the search. */
async function run(canvas: ReturnType<typeof within>) {
  await userEvent.type(await canvas.findByRole('textbox', { name: `${L.text} 1` }), '乡村振兴');
  await userEvent.click(canvas.getByRole('button', { name: L.run }));
}

/** /advancesearch over the simulated corpus: the form, its preview, results and the failure states. */
const meta = {
  title: 'Web/Pages/AdvancedSearch',
  component: AdvancedSearchPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', deeplink: { path: '/advancesearch', route: '/advancesearch' } },
} satisfies Meta<typeof AdvancedSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A nested group, a year and a type: the preview shows the expression; results come from /advanceSearch. */
export const Results: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: `${L.text} 1` }), '乡村振兴');
    await userEvent.click(canvas.getByRole('button', { name: L.addGroup }));
    await userEvent.type(canvas.getByRole('textbox', { name: `${L.text} 4.1` }), '数字经济');
    await userEvent.type(canvas.getByRole('textbox', { name: `${L.text} 4.2` }), '发展');
    await userEvent.type(canvas.getByRole('textbox', { name: L.yearFrom }), '2020');
    await userEvent.click(canvas.getByRole('checkbox', { name: '期刊' }));
    await expect(canvas.getByRole('status', { name: L.preview })).toHaveTextContent(
      'SU=乡村振兴 AND (SU=数字经济 OR K=发展)',
    );
    await userEvent.click(canvas.getByRole('button', { name: L.run }));
    await expect((await canvas.findAllByRole('article')).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: L.openProfessional })).toHaveAttribute(
      'href',
      expect.stringContaining('regex=1'),
    );
  },
};

/** Nothing filled in: 请至少填写一个检索条件, nothing sent. */
export const NoConditions: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: L.run }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(L.empty);
  },
};

/**
 * 起始年份 2024 after 结束年份 2020: 起始年份不能晚于结束年份 by the year boxes, both years kept, and 检索 searches nothing
 * while the range is reversed.
 */
export const ReversedYears: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: `${L.text} 1` }), '乡村振兴');
    const from = canvas.getByRole('textbox', { name: L.yearFrom });
    const to = canvas.getByRole('textbox', { name: L.yearTo });
    await userEvent.type(from, '2024');
    await userEvent.type(to, '2020');
    await expect(canvas.getByRole('alert')).toHaveTextContent(L.yearOrder);
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toHaveAccessibleDescription(L.yearOrder);
    await userEvent.click(canvas.getByRole('button', { name: L.run }));
    await expect(from).toHaveValue('2024');
    await expect(to).toHaveValue('2020');
    await expect(canvas.getByRole('alert')).toHaveTextContent(L.yearOrder);
    await expect(canvas.queryByRole('heading', { name: resultLabels.listLabel })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenario('advanceSearch', { latencyMs: 'infinite' })] } },
  play: async ({ canvas }) => {
    await run(canvas);
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [scenario('advanceSearch', { empty: true })] } },
  play: async ({ canvas }) => {
    await run(canvas);
    await expect(await canvas.findByText(messages.loader.empty)).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [scenario('advanceSearch', { status: 500 })] } },
  play: async ({ canvas }) => {
    await run(canvas);
    await expect(await canvas.findByText(messages.errorPage.genericTitle)).toBeVisible();
  },
};

export const StopWord: Story = {
  parameters: { msw: { handlers: [scenario('advanceSearch', { code: 70007 })] } },
  play: async ({ canvas }) => {
    await run(canvas);
    await expect(await canvas.findByText(messages.errorPage.stopWord)).toBeVisible();
  },
};

export const UnsupportedWord: Story = {
  parameters: { msw: { handlers: [scenario('advanceSearch', { code: 70006 })] } },
  play: async ({ canvas }) => {
    await run(canvas);
    await expect(await canvas.findByText(messages.errorPage.unsupportedWord)).toBeVisible();
  },
};
