import { href } from 'react-router';
import { documentLabels } from '@wenxian/domain';
import { Button, ListLoader, TextLink, useHydrated } from '@wenxian/ui';
import { ApiErrorView } from '../../features/errors/ApiErrorView';
import { literatureSelectionStore } from '../../features/shared/useLiteratureSelection';
import { definePage } from '../../app/routeModule';
import { BatchQuoteRefused } from './BatchQuotePage';
import { Muted, QuoteFrame, QuoteList, Toolbar } from './BatchQuote.styles';
import { reorderSelection, useBatchQuote } from '../../features/documents/batchQuote';

const L = documentLabels.batchQuote;

/**
 * /batchquote/editlist: the batch citation list to edit — move an entry up or down, remove it — kept in the
 * selection itself (local storage), so /batchquote and the search page's batch bar show the same list.
 */
export function BatchQuoteEditPage() {
  const isClient = useHydrated();
  const { selection, check, quote } = useBatchQuote();
  const checked = selection.filter((item) => item.isChecked);

  /** Swaps the checked item at `index` with its neighbour `index + step`, keeping unchecked ones in place. */
  const move = (index: number, step: -1 | 1) => {
    const from = checked[index];
    const to = checked[index + step];
    if (!from || !to) return;
    reorderSelection(selection.map((item) => (item === from ? to : item === to ? from : item)));
  };

  const body = () => {
    if (!isClient) return <ListLoader state="loading" />;
    if (!check.ok) return <BatchQuoteRefused message={check.message} />;
    if (quote.error) return <ApiErrorView error={quote.error} />;
    if (!quote.data) return <ListLoader state="loading" />;
    const count = quote.data.length;
    return (
      <>
        <Muted>
          {L.selected(check.items.length)} · {L.style}
        </Muted>
        <QuoteList aria-label={L.list}>
          {quote.data.map((entry, i) => (
            <li key={entry.id}>
              <span>
                [{i + 1}] {entry.text}
              </span>
              <Toolbar role="group" aria-label={L.itemActions(i + 1)}>
                <Button isSmall disabled={i === 0} onClick={() => move(i, -1)}>
                  {L.moveUp}
                </Button>
                <Button isSmall disabled={i === count - 1} onClick={() => move(i, 1)}>
                  {L.moveDown}
                </Button>
                <Button
                  isSmall
                  onClick={() => literatureSelectionStore().toggle({ id: entry.id, type: entry.type }, false)}
                >
                  {L.remove}
                </Button>
              </Toolbar>
            </li>
          ))}
        </QuoteList>
      </>
    );
  };

  return (
    <QuoteFrame>
      <h1>{L.editTitle}</h1>
      {body()}
      <p>
        <TextLink href={href('/batchquote')}>{L.done}</TextLink>
      </p>
    </QuoteFrame>
  );
}

export const page = definePage({
  Component: BatchQuoteEditPage,
  head: () => ({ title: L.editTitle, noindex: true }),
});
