import { useLocation } from 'react-router-dom';
import { contentLabels, notFoundCode } from '@wenxian/domain';
import { ArticleBody, textOfHtml } from '@wenxian/ui';
import { contentApi, useGetDocumentsQuery } from '../../features/content/contentApi';
import { settle } from '../../app/settle';
import { definePage, pageFailure } from '../../app/routeModule';
import { aboutLinks, documentOf } from '../../features/content/publicDocuments';
import { QueryView, SideNav, WithSideNav } from '../shared/ContentFrame';

/** /aboutus/*, /ks and /crc: one public document with its outline, beside the about-us navigation. */
export function PublicDocumentPage() {
  const { pathname } = useLocation();
  const page = documentOf(pathname);
  const query = useGetDocumentsQuery(page?.source ?? 'aboutUs');
  return (
    <WithSideNav side={<SideNav title={contentLabels.about.title} links={aboutLinks} />}>
      <QueryView query={query}>
        {(entries) => {
          const entry = entries.find((e) => e.id === page?.id);
          return entry ? <ArticleBody title={entry.title} html={entry.content} /> : null;
        }}
      </QueryView>
    </WithSideNav>
  );
}

export const page = definePage({
  Component: PublicDocumentPage,
  loader: async ({ store, url }) => {
    const target = documentOf(url.pathname);
    if (!target) throw pageFailure({ code: notFoundCode });
    const { data: entries } = await settle(store.dispatch(contentApi.endpoints.getDocuments.initiate(target.source)));
    const entry = entries?.find((e) => e.id === target.id);
    if (entries && !entry) throw pageFailure({ code: notFoundCode });
    return { title: entry?.title ?? '', description: entry ? textOfHtml(entry.content).slice(0, 120) : '' };
  },
  head: ({ data: d, url }) => ({ title: d.title, description: d.description, canonical: url.pathname }),
});
