import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, type within } from 'storybook/test';
import { messages, resultLabels, searchLabels } from '@wenxian/domain';
import { scenario } from '@wenxian/simulation';
import { theme } from '@wenxian/ui';
import { withPage } from '../../test/withPage';
import { AdvancedSearchPage } from './AdvancedSearchPage';
import { rgb } from '../../test/computedStyle';

const L = searchLabels.advanced;

/** The years of the 以专业检索打开 link's year filter, as written in its address. */
const linkYears = (link: HTMLElement) =>
  new URL(link.getAttribute('href') ?? '', 'http://localhost').searchParams.get('f_Y')?.split('|');

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

/**
 * A nested group, a year and a type: the preview shows the expression; results come from /advanceSearch. 请至少填写一个
 * 检索条件, said on an empty 检索, goes once a condition is filled in.
 */
export const Results: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: L.run }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(L.empty);
    await userEvent.type(canvas.getByRole('textbox', { name: `${L.text} 1` }), '乡村振兴');
    await expect(canvas.queryByRole('alert')).toBeNull();
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

/**
 * Nothing filled in: 请至少填写一个检索条件 under the conditions, in the danger colour the site's field errors have, and
 * nothing sent; the form is drawn with the site's controls (a primary 检索, bordered boxes).
 */
export const NoConditions: Story = {
  play: async ({ canvas }) => {
    const run = await canvas.findByRole('button', { name: L.run });
    await userEvent.click(run);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(L.empty);
    await expect(getComputedStyle(alert).color).toBe(rgb(theme.color.danger));
    await expect(getComputedStyle(alert).fontSize).toBe('13px');
    await expect(canvas.getByRole('group', { name: L.conditions })).toContainElement(alert);
    await expect(canvas.queryByRole('heading', { name: resultLabels.listLabel })).toBeNull();
    await expect(getComputedStyle(run).backgroundColor).toBe(rgb(theme.color.brand));
    const year = canvas.getByRole('textbox', { name: L.yearFrom });
    await expect(getComputedStyle(year).borderColor).toBe(rgb(theme.color.borderStrong));
    await expect(getComputedStyle(year).height).toBe('36px');
    await expect(getComputedStyle(canvas.getByRole('group', { name: L.yearRange })).borderTopColor).toBe(
      rgb(theme.color.border),
    );
    // The condition rows' boxes are the year boxes' style (the site's field box), not lighter, smaller ones.
    const yearStyle = getComputedStyle(year);
    for (const box of [
      canvas.getByRole('textbox', { name: `${L.text} 1` }),
      canvas.getByRole('combobox', { name: `${L.field} 1` }),
      canvas.getByRole('combobox', { name: `${L.match} 1` }),
    ]) {
      const style = getComputedStyle(box);
      const name = box.getAttribute('aria-label') ?? '';
      await expect(style.height, name).toBe(yearStyle.height);
      await expect(style.borderTopColor, name).toBe(yearStyle.borderTopColor);
      await expect(style.borderTopLeftRadius, name).toBe(yearStyle.borderTopLeftRadius);
      await expect(style.fontSize, name).toBe(yearStyle.fontSize);
    }
    // 删除条件 is a bordered button of the rows' height, named for what it does (the − sign alone says nothing).
    const remove = canvas.getByRole('button', { name: `${L.removeRow} 1` });
    await expect(getComputedStyle(remove).borderTopWidth).toBe('1px');
    await expect(getComputedStyle(remove).borderTopColor).toBe(yearStyle.borderTopColor);
    await expect(getComputedStyle(remove).height).toBe(yearStyle.height);
  },
};

/**
 * 以专业检索打开 carries the years oldest first, 起始年份 to 结束年份, as the /search filter reads them; while the range is
 * reversed it is not offered (检索 refuses that range, so the link does not search it read the other way round).
 */
export const ProfessionalLinkYears: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: `${L.text} 1` }), '乡村振兴');
    const from = canvas.getByRole('textbox', { name: L.yearFrom });
    const to = canvas.getByRole('textbox', { name: L.yearTo });
    await userEvent.type(from, '2020');
    await userEvent.type(to, '2022');
    const link = canvas.getByRole('link', { name: L.openProfessional });
    await expect(getComputedStyle(link).color).toBe(rgb(theme.color.accent));
    await expect(linkYears(link)).toEqual(['2020', '2021', '2022']);
    await expect(link).toHaveAttribute('href', expect.stringContaining('regex=1'));
    await userEvent.clear(from);
    await userEvent.type(from, '2024');
    await expect(canvas.getByRole('alert')).toHaveTextContent(L.yearOrder);
    await expect(canvas.queryByRole('link', { name: L.openProfessional })).toBeNull();
    await userEvent.clear(to);
    await userEvent.type(to, '2025');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(linkYears(canvas.getByRole('link', { name: L.openProfessional }))).toEqual(['2024', '2025']);
  },
};

/**
 * 起始年份 202 (three digits): 请输入四位数的年份 under that box once it is left, the text kept, and neither 检索 nor
 * 以专业检索打开 searches; 2020 takes the message away, and 20205 (five digits) brings it back as it is typed.
 */
export const MalformedYear: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: `${L.text} 1` }), '乡村振兴');
    const from = canvas.getByRole('textbox', { name: L.yearFrom });
    await userEvent.type(from, '202');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent(L.yearFormat);
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toHaveAccessibleDescription(L.yearFormat);
    await expect(canvas.getByRole('textbox', { name: L.yearTo })).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByRole('link', { name: L.openProfessional })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: L.run }));
    await expect(from).toHaveValue('202');
    await expect(canvas.queryByRole('heading', { name: resultLabels.listLabel })).toBeNull();
    await userEvent.type(from, '0');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(from).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('link', { name: L.openProfessional })).toBeVisible();
    await userEvent.type(from, '5');
    await expect(canvas.getByRole('alert')).toHaveTextContent(L.yearFormat);
    await userEvent.click(canvas.getByRole('button', { name: L.run }));
    await expect(from).toHaveValue('20205');
    await expect(canvas.getByRole('alert')).toHaveTextContent(L.yearFormat);
    await expect(canvas.queryByRole('heading', { name: resultLabels.listLabel })).toBeNull();
  },
};

/**
 * A four-digit year outside the years searched (1950 to this year; the stories' clock is in 2026): 起始年份 1800 says
 * 请输入1950至2026之间的年份 under that box once it is left, is kept as typed, and neither 检索 nor 以专业检索打开
 * searches it moved to 1950; 1990 takes the message away. 结束年份 2999 is refused the same way, not read as 2026.
 */
export const OutOfRangeYear: Story = {
  play: async ({ canvas }) => {
    const outOfRange = L.yearOutOfRange(1950, 2026);
    await userEvent.type(await canvas.findByRole('textbox', { name: `${L.text} 1` }), '乡村振兴');
    const from = canvas.getByRole('textbox', { name: L.yearFrom });
    const to = canvas.getByRole('textbox', { name: L.yearTo });
    await userEvent.type(from, '1800');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent(outOfRange);
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toHaveAccessibleDescription(outOfRange);
    await expect(canvas.queryByRole('link', { name: L.openProfessional })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: L.run }));
    await expect(from).toHaveValue('1800');
    await expect(canvas.queryByRole('heading', { name: resultLabels.listLabel })).toBeNull();
    await userEvent.clear(from);
    await userEvent.type(from, '1990');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(from).not.toHaveAttribute('aria-invalid');
    const years = linkYears(canvas.getByRole('link', { name: L.openProfessional }));
    await expect([years?.[0], years?.at(-1)]).toEqual(['1990', '2026']);
    await userEvent.type(to, '2999');
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent(outOfRange);
    await expect(to).toHaveAccessibleDescription(outOfRange);
    await expect(from).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByRole('link', { name: L.openProfessional })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: L.run }));
    await expect(to).toHaveValue('2999');
    await expect(canvas.getByRole('alert')).toHaveTextContent(outOfRange);
    await expect(canvas.queryByRole('heading', { name: resultLabels.listLabel })).toBeNull();
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
