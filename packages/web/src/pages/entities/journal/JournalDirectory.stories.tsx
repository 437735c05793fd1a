import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { entityLabels, messages } from '@wenxian/domain';
import { withPage } from '../../../test/withPage';
import { journalCall } from '../entityCalls.testing';
import { JournalHomePage } from './JournalHomePage';
import { JournalNavPage } from './JournalNavPage';

const H = entityLabels.pages.journalHome;
const N = entityLabels.pages.journalNav;

/** /journal and /journal/nav over the simulated journals. */
const meta = {
  title: 'Web/Pages/Entities/JournalDirectory',
  component: JournalHomePage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', deeplink: { path: '/journal', route: '/journal' } },
} satisfies Meta<typeof JournalHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Class links lead into the navigation filtered by that class; journal cards link to the journal. */
export const Home: Story = {
  play: async ({ canvas }) => {
    const classes = await canvas.findByRole('list', { name: H.classes });
    await expect(within(classes).getByRole('link', { name: '计算机科学与技术' })).toHaveAttribute(
      'href',
      '/journal/nav?classId=cs',
    );
    const hot = await canvas.findByRole('list', { name: H.hot });
    await expect(within(hot).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/journal\/J\d{5}$/),
    );
  },
};

export const HomeLoading: Story = {
  parameters: { msw: { handlers: [journalCall('hotJournal', { latencyMs: 'infinite' })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const HomeEmpty: Story = {
  parameters: {
    msw: { handlers: [journalCall('hotJournal', { empty: true }), journalCall('recommendJournal', { empty: true })] },
  },
  play: async ({ canvas }) => {
    // Each empty section loads on its own: wait until all have said so.
    await waitFor(() => expect(canvas.getAllByText(messages.loader.empty).length).toBe(2));
  },
};

export const HomeError: Story = {
  parameters: { msw: { handlers: [journalCall('hotJournal', { code: 500 })] } },
  play: async ({ canvas }) => {
    await expect(
      within(await within(canvas.getByRole('main')).findByRole('alert')).getByRole('button', {
        name: entityLabels.pages.retry,
      }),
    ).toBeVisible();
    await expect(await canvas.findByRole('list', { name: H.recommend })).toBeVisible();
  },
};

/** Navigation by index tag: 北大核心 is current, only its journals are listed; the pager moves to page 2. */
export const NavByTag: Story = {
  render: () => <JournalNavPage />,
  parameters: { deeplink: { path: '/journal/nav?tag=BDHX', route: '/journal/nav' } },
  play: async ({ canvas }) => {
    const tags = await canvas.findByRole('list', { name: N.byTag });
    await expect(within(tags).getByRole('link', { name: '北大核心' })).toHaveAttribute('aria-current', 'page');
    await canvas.findByRole('heading', { name: /共 \d+ 种期刊/ });
    const pager = canvas.getByRole('navigation', { name: '分页' });
    await userEvent.click(within(pager).getByRole('button', { name: '第2页' }));
    await expect(within(pager).getByRole('button', { current: 'page' })).toHaveTextContent('2');
    // The click scrolled the pager into view, by as much as the list's height then allowed: the side toolbar, fixed
    // to the window, would sit where that scroll left it. The picture is of the page, from its top.
    window.scrollTo(0, 0);
  },
};

/** SSCI chosen under 常用收录 is the one selection, shown as chosen under 按收录 too (and nothing else is). */
export const NavTagInBothLists: Story = {
  render: () => <JournalNavPage />,
  parameters: { deeplink: { path: '/journal/nav?tag=SSCI', route: '/journal/nav' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: /共 \d+ 种期刊/ });
    const looks = (link: HTMLElement) => getComputedStyle(link).borderColor;
    for (const name of [N.byCollect, N.byTag]) {
      const list = canvas.getByRole('list', { name });
      const chosen = within(list).getByRole('link', { name: /^SSCI$/ });
      const other = within(list).getByRole('link', { name: entityLabels.pages.all });
      await expect(chosen).toHaveAttribute('aria-current', 'page');
      await expect(other).not.toHaveAttribute('aria-current');
      await expect(looks(chosen)).not.toBe(looks(other));
      await expect(getComputedStyle(chosen).fontWeight).toBe('600');
    }
  },
};

/**
 * Navigation by first letter: the A–Z index counts the 北大核心 journals under each letter; choosing one
 * lists exactly that many, keeps the tag, and the letter becomes current.
 */
export const NavByLetter: Story = {
  render: () => <JournalNavPage />,
  parameters: { deeplink: { path: '/journal/nav?tag=BDHX', route: '/journal/nav' } },
  play: async ({ canvas }) => {
    const letters = await canvas.findByRole('list', { name: N.byLetter });
    await expect(within(letters).getAllByRole('listitem')).toHaveLength(27);
    await expect(within(letters).getByRole('link', { name: entityLabels.pages.all })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const letter = within(letters).getByRole('link', { name: /^Z（\d+）$/ });
    const count = Number(/（(\d+)）/.exec(letter.textContent ?? '')?.[1]);
    await expect(letter).toHaveAttribute('href', '/journal/nav?tag=BDHX&letter=Z');
    await userEvent.click(letter);
    await expect(await canvas.findByRole('heading', { name: N.results(count) })).toBeVisible();
    await expect(within(letters).getByRole('link', { name: N.letterCount('Z', count) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const tags = canvas.getByRole('list', { name: N.byTag });
    await expect(within(tags).getByRole('link', { name: '北大核心' })).toHaveAttribute('aria-current', 'page');
  },
};

export const NavLoading: Story = {
  render: () => <JournalNavPage />,
  parameters: {
    deeplink: { path: '/journal/nav', route: '/journal/nav' },
    msw: { handlers: [journalCall('choiceJournal', { latencyMs: 'infinite' })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

export const NavEmpty: Story = {
  render: () => <JournalNavPage />,
  parameters: {
    deeplink: { path: '/journal/nav?tag=AHCI&classId=agri', route: '/journal/nav' },
    msw: { handlers: [journalCall('choiceJournal', { empty: true })] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.empty)).toBeVisible();
  },
};

export const NavError: Story = {
  render: () => <JournalNavPage />,
  parameters: {
    deeplink: { path: '/journal/nav', route: '/journal/nav' },
    msw: { handlers: [journalCall('choiceJournal', { code: 500 })] },
  },
  play: async ({ canvas }) => {
    await expect(await within(canvas.getByRole('main')).findByRole('alert')).toBeVisible();
  },
};
