import { Fragment, type ReactNode } from 'react';
import { redirect, useLocation, useParams } from 'react-router-dom';
import { href } from 'react-router';
import type { LiteratureDetail, LiteratureSummary } from '@wenxian/api';
import {
  documentLabels as L,
  documentPath,
  emptySearchUrlState,
  formatLargeCount,
  documentTypes,
  type DocumentType,
  buildSearchUrl,
  notFoundCode,
  unapiIdOf,
} from '@wenxian/domain';
import { ListLoader, useLinkComponent } from '@wenxian/ui';
import { definePage, pageFailure } from '../../app/routeModule';
import { settle } from '../../app/settle';
import { useAppDispatch } from '../../app/hooks';
import { literatureApi, useGetLiteratureQuery } from '../../features/documents/literatureApi';
import { documentHead } from '../../features/documents/documentHead';
import { useDownload } from '../../features/download/useDownload';
import { citationOpened } from '../../features/citation/citationModal';
import { toastShown } from '../../features/shared/toastSlice';
import { ApiErrorView } from '../../features/errors/ApiErrorView';
import { defer } from '../../features/deferred/Deferred';
import { CitationTexts } from './CitationTexts';
import { HydratedOnUse } from '../../app/hydration/hydrateOnUse';
import { documentFields, typeNameOf } from '../../features/documents/documentFields';
import { Actions, Article, Fields, Muted, Names, Section, Subtitle, Title, TypeBadge } from './DocumentPage.styles';

/** The literature type a /doc/{type}/… address stands for. */
export function typeOfPath(pathname: string): DocumentType | undefined {
  return documentTypes.find((t) => pathname.startsWith(`${t.route}/`));
}

const fieldLinks = {
  journal: (id: string) => href('/journal/:volume', { volume: id }),
  conference: (id: string) => href('/conference/:id', { id }),
  organization: (id: string) => href('/organization/:id', { id }),
};

const keywordHref = (name: string, subjectId: string | null) =>
  subjectId
    ? href('/subject/:id', { id: subjectId })
    : buildSearchUrl({ ...emptySearchUrlState, text: name, field: 'K' });

function LiteratureList({ title, items }: { title: string; items: readonly LiteratureSummary[] | undefined }) {
  const Link = useLinkComponent();
  return (
    <Section aria-labelledby={`doc-${title}`}>
      <h2 id={`doc-${title}`}>{title}</h2>
      {items && items.length > 0 ? (
        <ol>
          {items.map((item) => (
            <li key={item.id}>
              <Link href={documentPath(item.type, item.id) ?? '#'}>{item.title}</Link>{' '}
              <Muted>
                {[item.authors.map((a) => a.name).join(', '), item.source, item.year].filter(Boolean).join('. ')}
              </Muted>
            </li>
          ))}
        </ol>
      ) : (
        <p>
          <Muted>{L.none}</Muted>
        </p>
      )}
    </Section>
  );
}

/**
 * The document itself: title, people and places as links, the type's fields, abstract, actions and lists;
 * `children` are the page's blocks after them (the deferred citation texts).
 */
export function DocumentView({ doc, children }: { doc: LiteratureDetail; children?: ReactNode }) {
  const Link = useLinkComponent();
  const dispatch = useAppDispatch();
  const { download, read } = useDownload();
  const asResult = { id: doc.id, type: doc.type, titleHtml: doc.title, isOa: Boolean(doc.isOA) };
  const share = async () => {
    await navigator.clipboard?.writeText(window.location.href);
    dispatch(toastShown('success', L.shared));
  };
  const fields = documentFields(doc, fieldLinks);
  return (
    <Article aria-labelledby="doc-title">
      <TypeBadge>{typeNameOf(doc.type)}</TypeBadge>
      <Title id="doc-title">{doc.title}</Title>
      {/* The record's unAPI id (empty and hidden, so no grid row): Zotero's unAPI translator fetches the item with it. */}
      <abbr className="unapi-id" title={unapiIdOf(documentPath(doc.type, doc.id) ?? '')} hidden />
      {doc.titleEn ? <Subtitle lang="en">{doc.titleEn}</Subtitle> : null}
      {doc.authors.length > 0 ? (
        <Names aria-label={L.authors}>
          {doc.authors.map((author) =>
            author.id ? (
              <Link key={author.id} href={href('/author/:id', { id: author.id })}>
                {author.name}
              </Link>
            ) : (
              <span key={author.name}>{author.name}</span>
            ),
          )}
        </Names>
      ) : null}
      {doc.organizations && doc.organizations.length > 0 ? (
        <Names aria-label={L.organizations}>
          {doc.organizations.map((organ) => (
            <Link key={organ.id} href={href('/organization/:id', { id: organ.id })}>
              {organ.name}
            </Link>
          ))}
        </Names>
      ) : null}
      <Actions role="group" aria-label={L.actionsLabel}>
        <button type="button" onClick={() => download(asResult)}>
          {L.download}
        </button>
        <button type="button" onClick={() => read(asResult)}>
          {L.read}
        </button>
        <button
          type="button"
          onClick={() =>
            dispatch(
              citationOpened([
                { id: doc.id, type: doc.type, title: doc.title, firstAuthor: doc.authors[0]?.name ?? null },
              ]),
            )
          }
        >
          {L.cite}
        </button>
        <button type="button" onClick={() => void share()}>
          {L.share}
        </button>
      </Actions>
      <Section aria-labelledby="doc-abstract">
        <h2 id="doc-abstract">{L.abstract}</h2>
        <p>{doc.abstract || L.none}</p>
      </Section>
      <Fields>
        {doc.keywordSubjects && doc.keywordSubjects.length > 0 ? (
          <>
            <dt>{L.keywords}</dt>
            <dd>
              {doc.keywordSubjects.map((k) => (
                <Link key={k.name} href={keywordHref(k.name, k.subjectId)}>
                  {k.name}
                </Link>
              ))}
            </dd>
          </>
        ) : null}
        {fields.map((field) => (
          <Fragment key={field.label}>
            <dt>{field.label}</dt>
            <dd>
              {field.links
                ? field.links.map((link) => (
                    <Link key={link.href} href={link.href}>
                      {link.text}
                    </Link>
                  ))
                : field.text}
            </dd>
          </Fragment>
        ))}
        <dt>{L.downloads}</dt>
        <dd>{formatLargeCount(doc.downloadCount)}</dd>
        <dt>{L.cited}</dt>
        <dd>{formatLargeCount(doc.citedCount)}</dd>
      </Fields>
      {/* Below the record: lists of links that need no script, hydrated as they come near the window or are used. */}
      {(
        [
          [L.references, doc.references],
          [L.citing, doc.citing],
          [L.similar, doc.similar],
        ] as const
      ).map(([title, items]) => (
        <HydratedOnUse key={title} until="seen">
          <LiteratureList title={title} items={items} />
        </HydratedOnUse>
      ))}
      {children}
    </Article>
  );
}

/** /doc/{type}/{id}: the record from the first response (loader), then the page's hook reads the same cache. */
export function DocumentPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const type = typeOfPath(pathname);
  const { data: doc, error } = useGetLiteratureQuery({ id, type: type?.code ?? 1 }, { skip: !type || !id });
  if (error) return <ApiErrorView error={error} />;
  if (!doc)
    return (
      <Article aria-busy="true" aria-label={typeNameOf(type?.code ?? 1)}>
        <ListLoader state="loading" />
      </Article>
    );
  return (
    <DocumentView doc={doc}>
      <CitationTexts id={doc.id} />
    </DocumentView>
  );
}

export const page = definePage({
  Component: DocumentPage,
  loader: async ({ store, params, url }) => {
    const type = typeOfPath(url.pathname);
    const id = params.id;
    if (!type || !id) throw pageFailure({ code: notFoundCode });
    const result = await settle(
      store.dispatch(literatureApi.endpoints.getLiterature.initiate({ id, type: type.code })),
    );
    if (result.error) throw pageFailure(result.error);
    const doc = result.data as LiteratureDetail;
    // A record opened under another type's address moves to its own (links from old pages, mistyped URLs).
    if (doc.type !== type.code) throw redirect(`${documentPath(doc.type, doc.id) ?? '/'}${url.search}`, 301);
    // The record decides the status and the head; the citation texts stream in after it (CitationTexts).
    defer(store.dispatch(literatureApi.endpoints.getWordRef.initiate(doc.id)));
    return { doc };
  },
  head: ({ data: { doc }, url }) => documentHead(doc, url.origin),
});
