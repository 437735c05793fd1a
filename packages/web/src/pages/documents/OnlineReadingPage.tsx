import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { documentLabels, documentPath, findLiteratureType, type LiteratureTypeCode } from '@wenxian/domain';
import { Button, fieldBox, ListLoader, TextLink } from '@wenxian/ui';
import { settle } from '../../app/settle';
import { ApiErrorView } from '../../features/errors/ApiErrorView';
import {
  fetchReadingFile,
  readerApi,
  useGetReadingDirectoryQuery,
  useGetReadingQuery,
  type ReaderArgs,
} from '../../features/documents/readerApi';
import { definePage, pageFailure } from '../../app/routeModule';
import { ReaderHome } from './ReaderHome';
import { ReaderFrame } from './ReaderFrame';

const L = documentLabels.reader;

const Reader = styled.div`
  display: grid;
  grid-template-columns: 24rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.text};
  @media (max-width: 768px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Side = styled.nav`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    line-height: 1.4;
  }
  h2 {
    margin: ${({ theme }) => theme.space.md} 0 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  button {
    width: 100%;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 0;
    background: none;
    text-align: left;
    cursor: pointer;
    color: inherit;
    font: inherit;
  }
  button[aria-current='true'] {
    color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
  }
`;
const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
`;
const Toolbar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
  /* The page-number field looks like the site's other fields (the results' 跳至), not the browser's default box. */
  input {
    width: 6rem;
    /* As tall as the toolbar's buttons beside it. */
    ${fieldBox}
    height: 3.6rem;
    font: inherit;
    text-align: center;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  [role='alert'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;
/** The reading's address: `id` and the literature `type` code (journal when absent). */
export function readerArgsOf(params: URLSearchParams): ReaderArgs | null {
  const id = params.get('id')?.trim();
  if (!id) return null;
  const type = findLiteratureType(Number(params.get('type') ?? 1))?.code ?? 1;
  return { id, type: type as LiteratureTypeCode };
}

/** The PDF, fetched in the browser and shown by the browser's own viewer (pages, zoom, search in text). */
function PdfViewer({ url, title, page }: { url: string; title: string; page: number }) {
  const [file, setFile] = useState<{ url: string } | { error: true } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let objectUrl: string | null = null;
    let isCurrent = true;
    fetchReadingFile(url).then(
      (result) => {
        if (!isCurrent) return;
        objectUrl = URL.createObjectURL(result.blob);
        setFile({ url: objectUrl });
      },
      () => isCurrent && setFile({ error: true }),
    );
    return () => {
      isCurrent = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, attempt]);
  if (!file) return <ListLoader state="loading" />;
  if ('error' in file)
    return (
      <p role="alert">
        {L.fileFailed}{' '}
        <Button
          onClick={() => {
            setFile(null);
            setAttempt((n) => n + 1);
          }}
        >
          {L.retry}
        </Button>
      </p>
    );
  // The fragment turns the viewer's page; a new key reloads the frame so a page change always takes effect.
  return <ReaderFrame key={page} title={L.viewer(title)} src={`${file.url}#page=${page}`} />;
}

/** /onlinereading?id=&type=: a document's full text in the page, with its contents and page navigation. */
export function OnlineReadingPage() {
  const [params] = useSearchParams();
  const args = readerArgsOf(params);
  return args ? <DocumentReader args={args} /> : <ReaderHome />;
}

function DocumentReader({ args }: { args: ReaderArgs }) {
  const reading = useGetReadingQuery(args);
  const directory = useGetReadingDirectoryQuery(args);
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('1');
  const [pageError, setPageError] = useState<string | null>(null);

  if (reading.error) return <ApiErrorView error={reading.error} />;
  const doc = reading.data;
  if (!doc)
    return (
      <Reader aria-busy="true">
        <ListLoader state="loading" />
      </Reader>
    );
  const total = Math.max(doc.pageCount, 1);
  const goTo = (next: number) => {
    setPage(next);
    setTyped(String(next));
    setPageError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = Number(typed);
    // A wrong page number keeps what was typed and says which numbers exist.
    if (!Number.isInteger(wanted) || wanted < 1 || wanted > total) return setPageError(L.pageOutOfRange(total));
    goTo(wanted);
  };
  const back = documentPath(args.type ?? 1, args.id);
  const entries = directory.data ?? [];
  const currentEntry = [...entries].reverse().find((e) => e.page <= page);

  return (
    <Reader>
      <Side aria-label={L.contents}>
        <h1>{doc.title}</h1>
        <Muted>{L.pages(total)}</Muted>
        {back ? <TextLink href={back}>{L.backToDoc}</TextLink> : null}
        <h2>{L.contents}</h2>
        {entries.length > 0 ? (
          <ol>
            {entries.map((entry) => (
              <li key={`${entry.page}-${entry.title}`}>
                <button
                  type="button"
                  aria-current={entry === currentEntry ? 'true' : undefined}
                  onClick={() => goTo(entry.page)}
                >
                  {entry.title} <Muted as="span">{entry.page}</Muted>
                </button>
              </li>
            ))}
          </ol>
        ) : (
          <Muted>{directory.isLoading ? L.loadingFile : L.noContents}</Muted>
        )}
      </Side>
      <section aria-label={L.title}>
        <Toolbar onSubmit={submit} noValidate>
          <Button disabled={page <= 1} onClick={() => goTo(page - 1)}>
            {L.previous}
          </Button>
          <span role="status">{L.pageOf(page, total)}</span>
          <Button disabled={page >= total} onClick={() => goTo(page + 1)}>
            {L.next}
          </Button>
          <label>
            {L.page}{' '}
            <input
              inputMode="numeric"
              value={typed}
              aria-invalid={pageError ? true : undefined}
              aria-describedby={pageError ? 'reader-page-error' : undefined}
              onChange={(e) => setTyped(e.target.value)}
            />
          </label>
          <Button type="submit">{L.goTo}</Button>
          {pageError ? (
            <span id="reader-page-error" role="alert">
              {pageError}
            </span>
          ) : null}
        </Toolbar>
        <PdfViewer key={doc.url} url={doc.url} title={doc.title} page={page} />
      </section>
    </Reader>
  );
}

export const page = definePage({
  Component: OnlineReadingPage,
  loader: async ({ store, url }) => {
    const args = readerArgsOf(url.searchParams);
    // Without a document the page is the reader's home (the header's 在线阅读 entry).
    if (!args) return { title: '' };
    const [reading] = await Promise.all([
      settle(store.dispatch(readerApi.endpoints.getReading.initiate(args))),
      settle(store.dispatch(readerApi.endpoints.getReadingDirectory.initiate(args))),
    ]);
    if (reading.error) throw pageFailure(reading.error);
    return { title: reading.data?.title ?? '' };
  },
  head: ({ data: loaded }) => ({ title: loaded.title ? `${loaded.title} - ${L.title}` : L.title, noindex: true }),
});
