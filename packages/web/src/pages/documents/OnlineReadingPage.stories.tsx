import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiConfig, DOCUMENT_FILES_PATHS, MEMBERSHIP_PATHS } from '@wenxian/api';
import { scenario, signInAs } from '@wenxian/simulation';
import { documentLabels, messages } from '@wenxian/domain';
import { theme } from '@wenxian/ui';
import { withPage } from '../../test/withPage';
import { OnlineReadingPage } from './OnlineReadingPage';
import { expectReadsAsLink, rgb } from '../../test/computedStyle';

const L = documentLabels.reader;
const route = '/onlinereading';

/** /onlinereading over the simulation: a real multi-page PDF of the record, its contents and page navigation. */
const meta = {
  title: 'Web/Pages/Documents/OnlineReading',
  component: OnlineReadingPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', deeplink: { path: `${route}?id=QK202200001&type=1`, route } },
  beforeEach: () => {
    signInAs(apiConfig().sessionId, 'U1002');
  },
} satisfies Meta<typeof OnlineReadingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The browser's PDF viewer paints pages and thumbnails progressively: no baseline picture of the frame. */
const viewerShown = { screenshot: false };
const main = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('main'));

/** The record's title, page count, contents and the PDF in the viewer frame. */
export const Reading: Story = {
  parameters: viewerShown,
  play: async ({ canvas }) => {
    const page = main(canvas);
    await expect(await page.findByRole('heading', { level: 1 })).toBeVisible();
    const contents = page.getByRole('navigation', { name: L.contents });
    await waitFor(() => expect(within(contents).getAllByRole('button')).toHaveLength(5));
    const back = within(contents).getByRole('link', { name: L.backToDoc });
    await expect(back).toHaveAttribute('href', '/doc/journal/QK202200001');
    // The way back reads as a link, not as the contents' plain text.
    await expectReadsAsLink(back);
    const frame = await page.findByTitle(/全文$/);
    await expect(frame.getAttribute('src')).toMatch(/^blob:.*#page=1$/);
    // The page-number field is styled like the site's other fields, not the browser's default box.
    const field = page.getByRole('textbox', { name: L.page });
    await expect(getComputedStyle(field).borderTopColor).toBe(rgb(theme.color.borderStrong));
    await expect(getComputedStyle(field).borderTopWidth).toBe('1px');
  },
};

/** A contents entry and the next-page button turn the viewer's page. */
export const TurnPages: Story = {
  parameters: viewerShown,
  play: async ({ canvas }) => {
    const page = main(canvas);
    const contents = await page.findByRole('navigation', { name: L.contents });
    await waitFor(() => expect(within(contents).getAllByRole('button')).toHaveLength(5));
    const last = within(contents).getAllByRole('button')[4] as HTMLElement;
    const target = Number(within(last).getByText(/^\d+$/).textContent);
    await userEvent.click(last);
    await expect(last).toHaveAttribute('aria-current', 'true');
    await expect(page.getByText(new RegExp(`^第${target}页 / 共\\d+页$`))).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: L.previous }));
    await expect(page.getByText(new RegExp(`^第${target - 1}页 / 共\\d+页$`))).toBeVisible();
    const frame = await page.findByTitle(/全文$/);
    await expect(frame.getAttribute('src')).toMatch(new RegExp(`#page=${target - 1}$`));
  },
};

/** A page number outside the document is refused with the range, and what was typed stays. */
export const PageOutOfRange: Story = {
  parameters: viewerShown,
  play: async ({ canvas }) => {
    const page = main(canvas);
    await page.findByRole('navigation', { name: L.contents });
    const input = page.getByRole('textbox', { name: L.page });
    await userEvent.clear(input);
    await userEvent.type(input, '999');
    await userEvent.click(page.getByRole('button', { name: L.goTo }));
    await expect(page.getByRole('alert')).toHaveTextContent(/请输入 1 到 \d+ 之间的页码/);
    await expect(input).toHaveValue('999');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The field is the site's, not the browser's default box; the refusal reads as an error.
    await expect(getComputedStyle(input).borderTopColor).toBe(rgb(theme.color.danger));
    await expect(getComputedStyle(input).borderTopWidth).toBe('1px');
    await expect(getComputedStyle(input).borderTopLeftRadius).not.toBe('0px');
    await expect(getComputedStyle(page.getByRole('alert')).color).toBe(rgb(theme.color.danger));
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [scenario({ method: 'post', path: DOCUMENT_FILES_PATHS.showDoc }, { latencyMs: 'infinite' })] },
  },
  play: async ({ canvas }) => {
    await expect(main(canvas).queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const NotFound: Story = {
  parameters: { deeplink: { path: `${route}?id=NOPE&type=1`, route } },
  play: async ({ canvas }) => {
    await expect(await main(canvas).findByRole('heading', { name: messages.errorPage.notFoundTitle })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [scenario({ method: 'post', path: DOCUMENT_FILES_PATHS.showDoc }, { code: 500 })] } },
  play: async ({ canvas }) => {
    await expect(await main(canvas).findByRole('heading')).toBeVisible();
    await expect(main(canvas).queryByRole('navigation', { name: L.contents })).toBeNull();
  },
};

/** The PDF itself fails: the page says so and offers to load it again; the contents stay. */
export const FileFailed: Story = {
  parameters: {
    msw: { handlers: [scenario({ method: 'get', path: `${DOCUMENT_FILES_PATHS.showDoc}/:file` }, { status: 500 })] },
  },
  play: async ({ canvas }) => {
    const page = main(canvas);
    await expect(await page.findByText(L.fileFailed, { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: L.retry })).toBeVisible();
    await expect(page.getByRole('navigation', { name: L.contents })).toBeVisible();
  },
};

/** Without a document (the header's 在线阅读): how to read, a local PDF, the member's latest downloads. */
export const ReaderHomeWithDownloads: Story = {
  parameters: {
    deeplink: { path: route, route },
    msw: {
      handlers: [
        scenario(
          { method: 'post', path: MEMBERSHIP_PATHS.downloadLogPage },
          {
            data: {
              list: [
                {
                  id: 'QK202200001',
                  title: '深度学习综述',
                  type: 1,
                  time: '2025-11-10T02:00:00.000Z',
                  vipType: 'USER',
                },
              ],
              total: 1,
              pageNum: 1,
              pageSize: 5,
            },
          },
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    const page = main(canvas);
    await expect(await page.findByRole('heading', { level: 1, name: L.title })).toBeVisible();
    const recent = page.getByRole('region', { name: L.recent });
    const links = await within(recent).findAllByRole('link');
    await expect(links[0]).toHaveAttribute('href', '/onlinereading?id=QK202200001&type=1');
  },
};

/** A member with no downloads yet. */
export const ReaderHomeEmpty: Story = {
  parameters: { deeplink: { path: route, route } },
  play: async ({ canvas }) => {
    const page = main(canvas);
    await expect(await page.findByText(L.noRecent)).toBeVisible();
  },
};

/** Choosing a file that is not a PDF says so; a PDF opens in the viewer without being uploaded. */
export const ReaderHomeLocalFile: Story = {
  parameters: { deeplink: { path: route, route }, screenshot: false },
  play: async ({ canvas }) => {
    const page = main(canvas);
    const input = await page.findByLabelText(L.openLocal);
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    await expect(await page.findByRole('alert')).toHaveTextContent(L.notPdf);
    await userEvent.upload(input, new File(['%PDF-1.4'], '论文.pdf', { type: 'application/pdf' }));
    await expect(page.queryByRole('alert')).toBeNull();
    await expect(await page.findByTitle(L.localViewer('论文.pdf'))).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
  },
};
