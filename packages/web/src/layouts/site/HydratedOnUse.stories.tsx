import {
  startTransition,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Pagination, ResultList, type ResultLiterature } from '@wenxian/ui';
import type { ConfigGroup } from '@wenxian/api';
import { AppProviders } from '../../app/providers';
import type { AppStore } from '../../app/store';
import { createSiteServices } from '../../store/makeSiteServices';
import { makeStore } from '../../store/makeStore';
import { deferRegionsInFirstHydration, endFirstHydration, HydratedOnUse } from '../../app/hydration/hydrateOnUse';
import { SiteFooterOnUse, SiteSideToolbarOnUse } from './partsOnUse';
import { headerBarOnUse } from './SiteHeader';
import { citationOpened } from '../../features/citation/citationModal';

/**
 * The footer, the side toolbar, the header bar and its closed panels, and the search page's results rows past the first
 * (hydrated when seen) both ways: as the server's HTML a page's first
 * hydration leaves them (hydrated when the visitor uses them, `app/hydration/hydrateOnUse.tsx`), and rendered by React at
 * once (a later page); the header's panels also as a page whose scripts never came. Either way their links are
 * plain links; the footer's and toolbar's feedback entry opens the feedback dialog on the first click.
 */
type Region = 'footer' | 'sideToolbar' | 'headerPanels' | 'resultRows';
type Way = 'serverHtml' | 'hydrated' | 'noScript';

/** One product-services group and one knowledge-map tile: the panels' links, closed until opened. */
const groups: ConfigGroup[] = [
  { type: 1, typeName: '论文检测', children: [{ id: 'c1', name: '学位论文检测', value: '/product/thesisdetection' }] },
  { type: 2, typeName: '知识图谱', children: [{ id: 'c2', name: '学术图谱', value: '/graph' }] },
];

/** Two journal articles: the first row hydrates with the page, the second when seen (as on /search). */
const results: ResultLiterature[] = [1, 2].map((n) => ({
  id: `j-${n}`,
  type: 1,
  titleHtml: `<em>人工智能</em>赋能高等教育数字化转型的路径研究（${n}）`,
  authors: ['王晓明'],
  source: '中国高教研究',
  year: 2024,
  issue: '(3)',
  indexTags: [],
  citedCount: 12,
  downloadCount: 34,
}));
const wrapRow = (row: ReactElement, index: number) =>
  index < 1 ? row : <HydratedOnUse until="seen">{row}</HydratedOnUse>;
/**
 * The list's 引用 opens the citation dialog through the store, as the search page's does; its pager, under the
 * rows, hydrates when seen as they do.
 */
function ResultRows({ store }: { store: AppStore }) {
  const [cite] = useState(() => (item: ResultLiterature) => void store.dispatch(citationOpened([item])));
  const [page, setPage] = useState(1);
  const pager = (
    <HydratedOnUse until="seen">
      <Pagination page={page} pageSize={results.length} total={3 * results.length} onChange={setPage} />
    </HydratedOnUse>
  );
  return <ResultList items={results} onCite={cite} wrapRow={wrapRow} footer={pager} />;
}

const regionOf: Record<Region, ReactNode> = {
  footer: (
    <HydratedOnUse until="used">
      <SiteFooterOnUse />
    </HydratedOnUse>
  ),
  sideToolbar: (
    <HydratedOnUse until="scrolled">
      <SiteSideToolbarOnUse />
    </HydratedOnUse>
  ),
  resultRows: null,
  // The site's header bar as the page renders it: itself and each panel's content a region of its own.
  headerPanels: headerBarOnUse(null, groups),
};

/** Outside the region: its effect runs with the page's first commit, as the entry's hydration mark does. */
function FirstCommit({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

function page(region: Region, store: AppStore, onCommit: () => void) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {/* The header above the page, as on the site (its panels' headings come before the page's h1). */}
            {region === 'headerPanels' && regionOf[region]}
            <section style={{ padding: '2rem', minHeight: '12rem' }}>
              <h1>页面内容</h1>
            </section>
            {region === 'resultRows' ? (
              // The rows' titles are h3, under the results' heading as on /search.
              <section>
                <h2>检索结果</h2>
                <ResultRows store={store} />
              </section>
            ) : (
              region !== 'headerPanels' && regionOf[region]
            )}
            <FirstCommit onCommit={onCommit} />
          </>
        ),
      },
    ],
    { initialEntries: ['/sample'] },
  );
  return (
    <AppProviders
      store={store}
      services={createSiteServices(store)}
      visit={{ origin: location.origin, isMobile: false }}
    >
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/** The region in a page of its own root: the server's HTML hydrated as the entry does, or a client render. */
function RegionBothWays({ region, way }: { region: Region; way: Way }) {
  const [store] = useState(() => makeStore());
  const host = useRef<HTMLDivElement>(null);
  const openDialog = useSyncExternalStore(store.subscribe, () => store.getState().modal.id);
  useEffect(() => {
    const container = host.current!;
    const committed = () => {
      endFirstHydration();
      container.dataset.firstCommit = 'true';
    };
    let root: Root | undefined;
    // The regions' code is here, as on the server: Storybook's loader waits for it (.storybook/preview.tsx).
    if (way === 'noScript') {
      // The server's HTML and nothing more: no React takes it over.
      container.innerHTML = renderToString(page(region, store, () => undefined));
      container.dataset.firstCommit = 'true';
    } else if (way === 'serverHtml') {
      container.innerHTML = renderToString(page(region, store, () => undefined));
      deferRegionsInFirstHydration();
      // As the entry hydrates: in a transition.
      startTransition(() => void (root = hydrateRoot(container, page(region, store, committed))));
    } else {
      root = createRoot(container);
      root.render(page(region, store, committed));
    }
    // Unmounted after this render is over (React does not unmount a root while rendering).
    return () => void setTimeout(() => root?.unmount(), 0);
  }, [region, way, store]);
  return (
    <>
      <p role="status">{(openDialog && dialogShown[openDialog]) ?? '未打开对话框'}</p>
      <div ref={host} data-testid="page" />
    </>
  );
}

/** What the status line says of the dialog the store has open. */
const dialogShown: Record<string, string> = { feedback: '意见反馈对话框已打开', citation: '引用对话框已打开' };

/** Whether React has taken a server node over (hydrated nodes carry React's instance, server HTML does not). */
const hydratedByReact = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

const meta = {
  title: 'Web/Layouts/Hydrated on use',
  component: RegionBothWays,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RegionBothWays>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first click on the region's feedback entry opens the feedback dialog, whichever way it was rendered. */
const feedbackStory = (region: Region, way: Way, entry: string, link: string): Story => ({
  args: { region, way },
  play: async ({ canvas }) => {
    const pageRoot = canvas.getByTestId('page');
    await waitFor(() => expect(pageRoot).toHaveAttribute('data-first-commit', 'true'));
    const button = await canvas.findByRole('button', { name: entry });
    // Its links need no script: plain addresses.
    await expect(canvas.getByRole('link', { name: link })).toHaveAttribute('href');
    // Server HTML stays so after the page's first commit; a client render is React's at once.
    await expect(hydratedByReact(button)).toBe(way === 'hydrated');
    await expect(canvas.getByRole('status')).toHaveTextContent('未打开对话框');
    // A click alone, no pointer before it (a keyboard's Enter, the early-input recorder's replay): the event
    // that hydrates the region is the one its handler answers.
    button.click();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('意见反馈对话框已打开'));
    await expect(hydratedByReact(button)).toBe(true);
  },
});

export const FooterAsServerHtml = feedbackStory('footer', 'serverHtml', '用户反馈', '公司简介');
export const FooterHydrated = feedbackStory('footer', 'hydrated', '用户反馈', '公司简介');
export const SideToolbarAsServerHtml = feedbackStory('sideToolbar', 'serverHtml', '意见反馈', '操作指南');
export const SideToolbarHydrated = feedbackStory('sideToolbar', 'hydrated', '意见反馈', '操作指南');

/**
 * The header bar and its 产品服务 panel, closed: the panel's links are in the page (hidden), shown when the visitor
 * points at or focuses 产品服务 — by React once it runs, by CSS in server HTML nobody took over. Pointing at the
 * bar hydrates it; focusing a link in the panel hydrates the panel's content.
 */
const headerPanelStory = (way: Way): Story => ({
  args: { region: 'headerPanels', way },
  play: async ({ canvas }) => {
    const pageRoot = canvas.getByTestId('page');
    await waitFor(() => expect(pageRoot).toHaveAttribute('data-first-commit', 'true'));
    const link = canvas.getByRole('link', { name: '学位论文检测', hidden: true });
    await expect(link).toHaveAttribute('href', '/product/thesisdetection');
    await expect(link).not.toBeVisible();
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(hydratedByReact(link)).toBe(way === 'hydrated');
    const trigger = canvas.getByRole('button', { name: '产品服务' });
    await expect(hydratedByReact(trigger)).toBe(way === 'hydrated');
    // CSS opens it without script: on hover, or (as here: a script's pointer is no hover for CSS) with the focus.
    if (way === 'noScript') trigger.focus();
    // Onto the server's HTML, the pointer comes as the browser reports it: inside the test library's act scope,
    // the bar's hydration this very event starts would be held.
    else if (way === 'serverHtml')
      trigger.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: pageRoot }));
    else await userEvent.hover(trigger);
    const panel = await canvas.findByRole('dialog', { name: '产品服务' });
    await expect(panel).toBeVisible();
    await expect(link).toBeVisible();
    await expect(hydratedByReact(trigger)).toBe(way !== 'noScript');
    // Tabbing into the panel: its content is React's from that event on, the same nodes the server sent.
    link.focus();
    await waitFor(() => expect(hydratedByReact(link)).toBe(way !== 'noScript'));
    await expect(link).toHaveFocus();
  },
});

export const HeaderPanelsAsServerHtml = headerPanelStory('serverHtml');
export const HeaderPanelsHydrated = headerPanelStory('hydrated');
export const HeaderPanelsWithoutScript = headerPanelStory('noScript');

/**
 * The second row of a results page: a link to its document without script; hydrated once seen (here at once,
 * the row is in the window) or by the first click on its 引用, which opens the citation dialog. The pager under
 * the rows the same way: its first click turns the page.
 */
const resultRowsStory = (way: Way): Story => ({
  args: { region: 'resultRows', way },
  play: async ({ canvas }) => {
    const pageRoot = canvas.getByTestId('page');
    await waitFor(() => expect(pageRoot).toHaveAttribute('data-first-commit', 'true'));
    const second = within(canvas.getAllByRole('listitem')[1]!);
    await expect(second.getByRole('link', { name: /（2）/ })).toHaveAttribute('href');
    if (way === 'noScript') return;
    const cite = second.getByRole('button', { name: '引用' });
    cite.click();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('引用对话框已打开'));
    await expect(hydratedByReact(cite)).toBe(true);
    // The pager's page buttons answer their first click.
    const pageTwo = canvas.getByRole('button', { name: '第2页' });
    pageTwo.click();
    await waitFor(() => expect(pageTwo).toHaveAttribute('aria-current', 'page'));
  },
});

export const ResultRowsAsServerHtml = resultRowsStory('serverHtml');
export const ResultRowsHydrated = resultRowsStory('hydrated');
export const ResultRowsWithoutScript = resultRowsStory('noScript');
