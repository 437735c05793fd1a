import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { documentLabels as L, messages } from '@wenxian/domain';
import { scenario } from '@wenxian/simulation';
import { withPage } from '../../test/withPage';
import { DocumentPage } from './DocumentPage';

/** /doc/{type}/{id} over the simulated corpus: one story per document type, loading, 404 and 408. */
const meta = {
  title: 'Web/Pages/Documents/Document',
  component: DocumentPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', deeplink: { path: '/doc/journal/QK202200001', route: '/doc/journal/:id?' } },
} satisfies Meta<typeof DocumentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const deeplink = (type: string, id: string) => ({
  deeplink: { path: `/doc/${type}/${id}`, route: `/doc/${type}/:id?` },
});

/** Waits for the document and checks its type badge and the fields of its type. */
const showsDocument =
  (typeName: string, labels: readonly string[]) =>
  async ({ canvas }: { canvas: ReturnType<typeof within> }) => {
    await canvas.findByRole('heading', { level: 1 });
    await expect(canvas.getByText(typeName, { exact: true, selector: 'span' })).toBeVisible();
    for (const label of labels) await expect(canvas.getByText(label, { exact: true, selector: 'dt' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: L.actionsLabel })).toBeVisible();
    // The citation block streams in after the record (a deferred call): the picture is taken once it is there.
    const citation = canvas.getByRole('region', { name: L.cite });
    await waitFor(() => expect(within(citation).queryByText(messages.loader.loading)).toBeNull());
  };

export const Journal: Story = {
  play: async (context) => {
    await showsDocument('期刊', [L.journal, L.yearIssue, L.pages, L.doi])(context);
    const authors = context.canvas.getByLabelText(L.authors);
    for (const link of within(authors).getAllByRole('link'))
      await expect(link.getAttribute('href')).toMatch(/^\/author\/A\d+$/);
  },
};
export const Degree: Story = {
  parameters: deeplink('degree', 'XW200300001'),
  play: showsDocument('学位', [L.degree, L.school, L.tutor]),
};
export const Conference: Story = {
  parameters: deeplink('conference', 'HY201900001'),
  play: showsDocument('会议', [L.conference, L.conferencePlace, L.conferenceDate]),
};
export const Report: Story = {
  parameters: deeplink('report', 'BG201400001'),
  play: showsDocument('报告', [L.reportUnit, L.publishDate]),
};
export const Patent: Story = {
  parameters: deeplink('patent', 'ZL201900001'),
  play: showsDocument('专利', [
    L.patentType,
    L.applicationNo,
    L.applicationDate,
    L.publicationNo,
    L.publicationDate,
    L.applicant,
    L.ipc,
  ]),
};
export const Standard: Story = {
  parameters: deeplink('standard', 'BZ200800001'),
  play: showsDocument('标准', [
    L.standardNo,
    L.issuer,
    L.standardType,
    L.standardStatus,
    L.releaseDate,
    L.implementDate,
  ]),
};
export const Achievement: Story = {
  parameters: deeplink('achievement', 'CG200600001'),
  play: showsDocument('成果', [L.completedBy]),
};
export const Regulation: Story = {
  parameters: deeplink('regulation', 'FG200700001'),
  play: showsDocument('法律法规', [L.issuer, L.docNo, L.releaseDate]),
};
export const Newspaper: Story = {
  parameters: deeplink('newspaper', 'BZZ202500004'),
  play: showsDocument('报纸', [L.newspaper, L.newspaperDate, L.edition]),
};
export const Policy: Story = {
  parameters: deeplink('policy', 'ZC202500001'),
  play: showsDocument('政策', [L.issuer, L.docNo]),
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenario('literature', { latencyMs: 'infinite' })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.loader.loading)).toBeVisible();
  },
};

/** A missing record: the not-found page (the server answers 404, see documents.e2e.ts). */
export const NotFound: Story = {
  parameters: { msw: { handlers: [scenario('literature', { code: 404 })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.errorPage.notFoundTitle)).toBeVisible();
  },
};

/** A removed record (code 408): the resource-removed page. */
export const Removed: Story = {
  parameters: { msw: { handlers: [scenario('literature', { code: 408 })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.errorPage.removedTitle)).toBeVisible();
    await expect(canvas.queryByRole('group', { name: L.actionsLabel })).toBeNull();
  },
};
