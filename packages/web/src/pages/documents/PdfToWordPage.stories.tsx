import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiConfig, MONEY_PATHS } from '@wenxian/api';
import { scenario, signInAs, simulationState, type PdfConversion } from '@wenxian/simulation';
import { documentLabels, pdfToWordPrice } from '@wenxian/domain';
import { withPage } from '../../test/withPage';
import { PdfToWordPage } from './PdfToWordPage';

const L = documentLabels.pdf2word;
const route = '/transform/pdf2word';

/** /transform/pdf2word over the simulation: upload a real PDF, pay from the wallet, follow, download. */
const meta = {
  title: 'Web/Pages/Documents/PdfToWord',
  component: PdfToWordPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', deeplink: { path: route, route } },
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
} satisfies Meta<typeof PdfToWordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('main'));
const listOf = (canvas: ReturnType<typeof within>) => main(canvas).findByRole('region', { name: L.list });

/** A real PDF: the simulation's full text of a record (the reader's file). */
async function realPdf(): Promise<File> {
  const blob = await (await fetch('/newsite/commonOpenUp/showDoc/QK202200001.pdf')).blob();
  return new File([blob], '城市交通流量预测.pdf', { type: 'application/pdf' });
}

/** Conversions of U1002 already in the simulation: one finished, one waiting for payment. */
const withConversions = () => {
  signInAs(apiConfig().sessionId, 'U1002');
  const sim = simulationState();
  // A fixed upload time keeps the picture stable (2026-11-20 09:00 Beijing).
  const at = Date.UTC(2026, 10, 20, 1, 0);
  const conversion = (id: string, fileName: string, pages: number, started: boolean): PdfConversion => ({
    id,
    memberId: 'M1002',
    fileName,
    size: 120_000,
    pageCount: pages,
    pages: Array.from({ length: pages }, (_, i) => [`${fileName} page ${i + 1}`]),
    uploadedAt: at,
    orderId: started ? null : 'OD-STORY-PW',
    startedAt: started ? at + 60_000 : null,
  });
  sim.pdfConversions = new Map([
    ['PW-1', conversion('PW-1', '课题申报书.pdf', 12, true)],
    ['PW-2', conversion('PW-2', '实验报告.pdf', 3, false)],
  ]);
};

/** The list is asked for and has not answered. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [scenario({ method: 'post', path: MONEY_PATHS.getUserTranslateFileList }, { latencyMs: 'infinite' })],
    },
  },
  play: async ({ canvas }) => {
    await expect(await main(canvas).findByText(/拼命加载中/)).toBeVisible();
  },
};

/** No conversions yet: the upload form with its limits said before the pick. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const list = await listOf(canvas);
    await expect(await within(list).findByText(L.noConversions)).toBeVisible();
    await expect(main(canvas).getByText(L.limits(20, 200))).toBeVisible();
  },
};

/** The list call fails: said in place with a retry; the upload stays usable. */
export const Error: Story = {
  parameters: {
    msw: { handlers: [scenario({ method: 'post', path: MONEY_PATHS.getUserTranslateFileList }, { code: 500 })] },
  },
  play: async ({ canvas }) => {
    const list = await listOf(canvas);
    await expect(await within(list).findByRole('alert')).toHaveTextContent(L.loadFailed);
    await expect(within(list).getByRole('button', { name: L.retry })).toBeEnabled();
    await expect(main(canvas).getByLabelText(L.pick)).toBeEnabled();
  },
};

/** A Word file picked, then nothing picked and 上传: each is told, nothing is sent. */
export const BadInput: Story = {
  play: async ({ canvas }) => {
    const page = main(canvas);
    const input = await page.findByLabelText(L.pick);
    await userEvent.upload(input, new File(['x'], '论文.docx'), { applyAccept: false });
    await expect(page.getByRole('alert')).toHaveTextContent(L.wrongType);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(page.getByRole('button', { name: L.upload }));
    await expect(page.getByRole('alert')).toHaveTextContent(L.wrongType);
  },
};

/** A finished conversion offers 下载Word; an unpaid one links to its pay page. */
export const WithConversions: Story = {
  beforeEach: withConversions,
  play: async ({ canvas }) => {
    const list = await listOf(canvas);
    const rows = await within(list).findAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[1] as HTMLElement).getByText('已完成')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByRole('button', { name: L.download })).toBeEnabled();
    await expect(within(rows[2] as HTMLElement).getByRole('link', { name: L.pay })).toHaveAttribute(
      'href',
      '/pay/newindex?vip-om=OD-STORY-PW&ref=%2Ftransform%2Fpdf2word',
    );
  },
};

/** Upload a real PDF → pages and price → 确认支付并转换 → progress → 已完成 with 下载Word. */
export const UploadPayConvert: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const page = main(canvas);
    const input = await page.findByLabelText(L.pick);
    await userEvent.upload(input, await realPdf());
    await userEvent.click(page.getByRole('button', { name: L.upload }));
    const order = await page.findByRole('region', { name: L.uploaded });
    const pages = Number(/共 (\d+) 页/.exec(within(order).getByText(/共 \d+ 页/).textContent ?? '')?.[1]);
    await expect(within(order).getByText(L.coins(pdfToWordPrice(pages)))).toBeVisible();
    // 确认支付 is on once the wallet's balance is known to cover the price: a click before that does nothing.
    const convert = within(order).getByRole('button', { name: L.convert });
    await waitFor(() => expect(convert).toBeEnabled());
    await userEvent.click(convert);
    const list = await listOf(canvas);
    await waitFor(() => expect(within(list).getByText('城市交通流量预测.pdf')).toBeVisible());
    await waitFor(() => expect(within(list).getByRole('button', { name: L.download })).toBeEnabled());
  },
};

/** A wallet below the price: 确认支付 is off and the other way of paying is offered. */
export const LowBalance: Story = {
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
    const account = simulationState().accounts.get('U1002');
    if (account) account.balance = 0.5;
  },
  play: async ({ canvas }) => {
    const page = main(canvas);
    const input = await page.findByLabelText(L.pick);
    await userEvent.upload(input, await realPdf());
    await userEvent.click(page.getByRole('button', { name: L.upload }));
    const order = await page.findByRole('region', { name: L.uploaded });
    await expect(within(order).getByRole('status')).toHaveTextContent(L.lowBalance);
    await expect(within(order).getByRole('button', { name: L.convert })).toBeDisabled();
    await expect(within(order).getByRole('button', { name: L.otherPay })).toBeEnabled();
  },
};
