import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { apiConfig } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { accountLabels, shellLabels } from '@wenxian/domain';
import { headerLinksTo } from '../../../test/headerLinkTo';
import { withPage } from '../../../test/withPage';
import { RechargePage } from './RechargePage';

const L = accountLabels;
const P = L.pages.recharge;
const signIn = () => {
  signInAs(apiConfig().sessionId, 'U1002');
};

/** /pay/recharge: wallet top-up for a member (13800000002, balance 120) and what a visitor sees. */
const meta = {
  title: 'Web/Pages/Accounts/Recharge',
  component: RechargePage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', deeplink: { path: '/pay/recharge' } },
} satisfies Meta<typeof RechargePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The form: amounts to pick, the amount field, the coupon choice and what is due. The page, 钱包充值, holds the name of
 * the links that open it: the header's 充值 and the personal menu's.
 */
export const Normal: Story = {
  beforeEach: signIn,
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const form = await main.findByRole('form', { name: P.heading });
    await expect(main.getByRole('heading', { level: 1 }).textContent).toBe(P.title);
    const links = await headerLinksTo('/pay/newrecharge');
    await expect(links.map((a) => a.textContent)).toEqual([shellLabels.header.topUp, shellLabels.header.recharge]);
    for (const link of links) await expect(P.title).toContain(link.textContent);
    await expect(within(form).getByText(L.pages.pay.balance(120))).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: '100' }));
    await expect(within(form).getByRole('textbox', { name: L.fields.amount })).toHaveValue('100');
    await expect(within(form).getByText(P.due(100))).toBeVisible();
  },
};

/** Paying the top-up: 充值成功. */
export const Recharged: Story = {
  beforeEach: signIn,
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const form = await main.findByRole('form', { name: P.heading });
    await userEvent.click(within(form).getByRole('button', { name: '30' }));
    await userEvent.click(within(form).getByRole('button', { name: L.actions.recharge }));
    await expect(await within(form).findByRole('status')).toHaveTextContent(L.actions.recharged(30));
    // Together with the status, not after it.
    await expect(within(form).getByText(L.pages.pay.balance(150))).toBeVisible();
    // Another amount starts afresh: the last top-up's status goes.
    await userEvent.type(within(form).getByRole('textbox', { name: L.fields.amount }), '0');
    await expect(within(form).queryByRole('status')).toBeNull();
  },
};

/** A usable coupon is offered; choosing it lowers what is due. */
export const WithCoupon: Story = {
  beforeEach: signIn,
  parameters: {
    msw: {
      handlers: [
        scenario('coupons', {
          data: {
            list: [
              { id: 'C1', name: '新人券', amount: 10, threshold: 0, expireAt: '2026-12-31T15:59:59.000Z', used: false },
            ],
            total: 1,
            pageNum: 1,
            pageSize: 50,
          },
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const form = await main.findByRole('form', { name: P.heading });
    const select = await within(form).findByRole('combobox', { name: P.coupon });
    await within(form).findByRole('option', { name: P.couponOption('新人券', 10) });
    // The coupon choice and the amount group are drawn as the form's text field is, not as the browser's controls.
    const amount = within(form).getByRole('textbox', { name: L.fields.amount });
    await expect(select.getBoundingClientRect().width).toBe(amount.getBoundingClientRect().width);
    await expect(select.getBoundingClientRect().height).toBe(amount.getBoundingClientRect().height);
    await expect(getComputedStyle(within(form).getByRole('group', { name: P.amounts })).borderTopStyle).toBe('none');
    await userEvent.selectOptions(select, 'C1');
    await expect(within(form).getByText(P.due(40))).toBeVisible();
  },
};

/** A bad amount is refused while typing, and what was typed stays. */
export const InvalidAmount: Story = {
  beforeEach: signIn,
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const amount = await main.findByRole('textbox', { name: L.fields.amount });
    await userEvent.clear(amount);
    await expect(await main.findByText(L.form.amountRequired)).toBeVisible();
    await userEvent.type(amount, '12a');
    await expect(await main.findByText(L.form.amountInvalid)).toBeVisible();
    await expect(amount).toHaveValue('12a');
    // Nothing is due for what is not an amount: no 实付 line, no ¥NaN.
    await expect(main.queryByText(/实付/)).toBeNull();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1.234');
    await expect(await main.findByText(L.form.amountInvalid)).toBeVisible();
    await expect(main.queryByText(/实付/)).toBeNull();
  },
};

/** A visitor is asked to sign in first. */
export const Visitor: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByRole('heading', { name: P.heading })).toBeVisible();
    await expect(main.getByRole('link', { name: L.actions.login })).toHaveAttribute(
      'href',
      expect.stringContaining('/account'),
    );
  },
};
