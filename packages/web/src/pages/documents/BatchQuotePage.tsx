import { href } from 'react-router';
import { documentLabels, emptySearchUrlState, messages, singleExportFormats, buildSearchUrl } from '@wenxian/domain';
import { Button, ListLoader, TextLink, useHydrated } from '@wenxian/ui';
import { saveFile } from '../../features/shared/saveFile';
import { ApiErrorView } from '../../features/errors/ApiErrorView';
import { useDownloadBatchQuoteMutation, useExportBatchQuoteMutation } from '../../features/documents/batchQuoteApi';
import { definePage } from '../../app/routeModule';
import { useAppDispatch } from '../../app/hooks';
import { toastShown } from '../../features/shared/toastSlice';
import { Muted, QuoteFrame, QuoteList, Toolbar } from './BatchQuote.styles';
import { numberedText, useBatchQuote } from '../../features/documents/batchQuote';

const L = documentLabels.batchQuote;

/** What a refused batch shows: the spec's message and the way back to the search. */
export function BatchQuoteRefused({ message }: { message: string }) {
  return (
    <>
      <p role="alert">{message}</p>
      <p>
        <TextLink href={buildSearchUrl({ ...emptySearchUrlState })}>{L.backToSearch}</TextLink>
      </p>
    </>
  );
}

/**
 * /batchquote (opened in a new window from the batch bar): the checked selection's GB/T 7714—2015 list, copy,
 * export as text or in a reference manager's format, and the way to the list editor.
 */
export function BatchQuotePage() {
  const isClient = useHydrated();
  const { check, target, quote } = useBatchQuote();
  const dispatch = useAppDispatch();
  const [download, downloading] = useDownloadBatchQuoteMutation();
  const [exportAs, exporting] = useExportBatchQuoteMutation();

  const body = () => {
    if (!isClient) return <ListLoader state="loading" />;
    if (!check.ok) return <BatchQuoteRefused message={check.message} />;
    if (quote.error) return <ApiErrorView error={quote.error} />;
    if (!quote.data || !target) return <ListLoader state="loading" />;
    const texts = quote.data.map((entry) => entry.text);
    // Said as the site's toast, as every other action's outcome, not as loose text after the toolbar's link.
    const copy = async () => {
      try {
        await navigator.clipboard.writeText(numberedText(texts));
        dispatch(toastShown('success', messages.copy.success));
      } catch {
        dispatch(toastShown('error', messages.copy.failure));
      }
    };
    const saveText = async () => {
      const result = await download(target);
      if ('data' in result && result.data) saveFile(result.data.blob, result.data.fileName ?? `${L.title}.txt`);
    };
    const saveAs = async (label: string, format: string) => {
      const result = await exportAs({ ...target, format });
      if ('data' in result && result.data)
        saveFile(result.data.blob, result.data.fileName ?? `${L.title}_${label}.txt`);
    };
    return (
      <>
        <Muted>
          {L.selected(check.items.length)} · {L.style}
        </Muted>
        <section aria-labelledby="quote-list">
          <h2 id="quote-list">{L.list}</h2>
          <QuoteList aria-labelledby="quote-list">
            {quote.data.map((entry, i) => (
              <li key={entry.id}>
                <span>
                  [{i + 1}] {entry.text}
                </span>
              </li>
            ))}
          </QuoteList>
        </section>
        <Toolbar role="group" aria-label={L.list}>
          <Button variant="primary" onClick={() => void copy()}>
            {L.copy}
          </Button>
          <Button isBusy={downloading.isLoading} onClick={() => void saveText()}>
            {L.exportText}
          </Button>
          <TextLink href={href('/batchquote/editlist')}>{L.edit}</TextLink>
        </Toolbar>
        <Toolbar role="group" aria-label={L.exportFormats}>
          <span>{L.exportAs}</span>
          {singleExportFormats.map((format) => (
            <Button
              key={format.label}
              isSmall
              isBusy={exporting.isLoading}
              onClick={() => void saveAs(format.label, format.value)}
            >
              {format.label}
            </Button>
          ))}
        </Toolbar>
      </>
    );
  };

  return (
    <QuoteFrame>
      <h1>{L.title}</h1>
      {body()}
    </QuoteFrame>
  );
}

export const page = definePage({
  Component: BatchQuotePage,
  head: () => ({ title: L.title, noindex: true }),
});
