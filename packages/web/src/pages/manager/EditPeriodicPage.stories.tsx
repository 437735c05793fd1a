import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { managerLabels } from '@wenxian/domain';
import { apiConfig } from '@wenxian/api';
import { signInAs } from '@wenxian/simulation';
import { withPage } from '../../test/withPage';
import { EditPeriodicPage } from './EditPeriodicPage';

const L = managerLabels.edit;

const meta = {
  title: 'Web/Pages/Manager/EditPeriodic',
  component: EditPeriodicPage,
  decorators: [withPage],
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1005');
  },
  parameters: { layout: 'fullscreen', siteLayout: 'noSideBar', deeplink: { path: '/manager/editPeriodic' } },
} satisfies Meta<typeof EditPeriodicPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The journal's profile as it stands, ready to edit. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(L.intro)).not.toHaveValue('');
  },
};

/** Saving keeps the edit; the page says so and shows when. */
export const Saved: Story = {
  play: async ({ canvas }) => {
    const intro = await canvas.findByLabelText(L.intro);
    await userEvent.clear(intro);
    await userEvent.type(intro, '新的期刊简介');
    await userEvent.click(canvas.getByRole('button', { name: L.save }));
    await expect(await canvas.findByText(L.saved)).toBeVisible();
    await expect(canvas.getByLabelText(L.intro)).toHaveValue('新的期刊简介');
  },
};

/** A bad website and an empty introduction are refused beside their fields; nothing typed is lost. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    const intro = await canvas.findByLabelText(L.intro);
    await userEvent.clear(intro);
    await userEvent.type(canvas.getByLabelText(L.website), 'journal');
    await userEvent.click(canvas.getByRole('button', { name: L.save }));
    await expect(await canvas.findByText(L.introRequired)).toBeVisible();
    await expect(canvas.getByText(L.websiteInvalid)).toBeVisible();
    await expect(canvas.getByLabelText(L.website)).toHaveValue('journal');
  },
};
