import { aiLabels } from '@wenxian/domain';
import { definePage } from '../../app/routeModule';
import { aiUpdates } from '../../config/aiContent';
import { Card, Column, Muted } from './ai.styles';

/** /WeResearch/update: what changed, newest first (the footer's 功能更新 leads here). */
export function WeResearchUpdatePage() {
  return (
    <Column>
      <h1>{aiLabels.update.heading}</h1>
      {aiUpdates.map((release) => (
        <Card key={release.version} aria-label={release.version}>
          <h2>{release.version}</h2>
          <Muted>
            <time dateTime={release.date}>{release.date}</time>
          </Muted>
          <ul>
            {release.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Card>
      ))}
    </Column>
  );
}

export const page = definePage({
  Component: WeResearchUpdatePage,
  head: () => ({ title: aiLabels.update.documentTitle, canonical: '/WeResearch/update' }),
});
