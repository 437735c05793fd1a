import { href } from 'react-router';
import { documentPath, aiLabels, journalTagNames } from '@wenxian/domain';
import { SiteLink } from '@wenxian/ui';
import type { JournalRecommendation, LiteratureSummary, ManuscriptDetail } from '@wenxian/api';
import { Card, Muted } from './ai.styles';

const L = aiLabels.manuscript;

/** The summary and the findings of a check. */
export function IssuesCard({ detail }: { detail: ManuscriptDetail }) {
  return (
    <Card aria-label={L.issues}>
      <h2>{L.summary}</h2>
      <p>{detail.summary}</p>
      <h3>{L.issues}</h3>
      {detail.issues.length === 0 ? (
        <Muted>{L.noIssues}</Muted>
      ) : (
        <ol>
          {detail.issues.map((issue) => (
            <li key={`${issue.kind}-${issue.text}`}>
              <strong>{`【${issue.kind}】${issue.text}`}</strong>
              {issue.suggestion && <Muted>{issue.suggestion}</Muted>}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** Recommended journals, best match first, each with its match score and the terms it matched. */
export function JournalsCard({ journals }: { journals: readonly JournalRecommendation[] }) {
  return (
    <Card aria-label={L.journals}>
      <h2>{L.journals}</h2>
      <Muted>{L.journalScoreHint}</Muted>
      <ol>
        {journals.map((journal) => (
          <li key={journal.journalId}>
            <SiteLink href={href('/journal/:volume/detail', { volume: encodeURIComponent(journal.journalId) })}>
              {journal.name}
            </SiteLink>{' '}
            <meter
              min={0}
              max={100}
              value={journal.score}
              aria-label={`${journal.name} ${L.journalScore(journal.score)}`}
            />{' '}
            <span>{L.journalScore(journal.score)}</span>
            {journal.indexTags.length > 0 && (
              <Muted as="span">{` · ${journalTagNames(journal.indexTags).join(' ')}`}</Muted>
            )}
            {journal.matchedTerms && journal.matchedTerms.length > 0 && (
              <Muted>{`${L.matchedTerms}：${journal.matchedTerms.join('、')}`}</Muted>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** Published articles close to the manuscript, linked to their document pages. */
export function SimilarCard({ articles }: { articles: readonly LiteratureSummary[] }) {
  return (
    <Card aria-label={L.similar}>
      <h2>{L.similar}</h2>
      <ol>
        {articles.map((article) => {
          const href = documentPath(article.type, article.id);
          return (
            <li key={article.id}>
              {href ? <SiteLink href={href}>{article.title}</SiteLink> : article.title}
              <Muted as="span">{` ${[article.source, article.year].filter(Boolean).join(' · ')}`}</Muted>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
