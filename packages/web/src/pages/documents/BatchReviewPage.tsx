import { skipToken } from '@reduxjs/toolkit/query/react';
import styled from 'styled-components';
import { href } from 'react-router';
import { documentLabels, documentPath, messages, type LiteratureTypeCode } from '@wenxian/domain';
import { Button, ChatBubble, ListLoader, SiteLink, useHydrated, type ChatReference } from '@wenxian/ui';
import { useDownloadFlow } from '../../features/download/useDownloadFlow';
import { ApiErrorView } from '../../features/errors/ApiErrorView';
import { useGetBatchReviewQuery } from '../../features/documents/batchReview';
import { useLiteratureSelection } from '../../features/shared/useLiteratureSelection';
import { definePage } from '../../app/routeModule';
import { BatchQuoteRefused } from './BatchQuotePage';
import { Muted, QuoteFrame, QuoteList, Toolbar } from './BatchQuote.styles';

const L = documentLabels.batchReview;

/** The selection's actions, apart from the list under them. */
const ListActions = styled(Toolbar)`
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
`;

/**
 * /batchreview (members, doc 000 §5 "batch review needs login"): a review (综述) of the checked selection — the
 * documents it is based on and the assistant's summary with its numbered references.
 */
export function BatchReviewPage() {
  const isClient = useHydrated();
  const { selection } = useLiteratureSelection();
  const items = selection
    .filter((item) => item.isChecked)
    .map((item) => ({ id: item.id, type: item.type as LiteratureTypeCode }));
  const review = useGetBatchReviewQuery(isClient && items.length > 0 ? items : skipToken);
  const flow = useDownloadFlow();

  const body = () => {
    if (!isClient) return <ListLoader state="loading" />;
    if (items.length === 0) return <BatchQuoteRefused message={messages.batchCite.nothingSelected} />;
    if (review.error) return <ApiErrorView error={review.error} />;
    if (!review.data)
      return (
        <Muted role="status" aria-busy="true">
          {L.writing}
        </Muted>
      );
    const { topic, documents, answer } = review.data;
    const references: ChatReference[] = (answer.references ?? []).map((r) => ({
      id: r.id,
      type: r.type,
      title: r.title,
      source: r.source,
      year: r.year,
      authors: r.authors.map((a) => a.name),
    }));
    return (
      <>
        <Muted>{L.basis(documents.length, topic)}</Muted>
        <section aria-labelledby="review-docs">
          <h2 id="review-docs">{L.selectedDocs}</h2>
          {/* One download request for all of them: the catalogue dialog lists what is free and what uses quota. */}
          <ListActions>
            <Button onClick={() => void flow.start(items, false)}>{L.downloadAll(items.length)}</Button>
          </ListActions>
          <QuoteList aria-labelledby="review-docs">
            {documents.map((doc, i) => (
              <li key={doc.id}>
                <span>
                  [{i + 1}] <SiteLink href={documentPath(doc.type, doc.id) ?? href('/')}>{doc.title}</SiteLink>
                  {[doc.source, doc.year].filter(Boolean).length > 0
                    ? `. ${[doc.source, doc.year].filter(Boolean).join(', ')}`
                    : ''}
                </span>
              </li>
            ))}
          </QuoteList>
        </section>
        <section aria-labelledby="review-text">
          <h2 id="review-text">{L.review}</h2>
          <ChatBubble sender="assistant" content={answer.content} references={references} anchorPrefix="review" />
        </section>
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
  Component: BatchReviewPage,
  head: () => ({ title: L.title, noindex: true }),
});
