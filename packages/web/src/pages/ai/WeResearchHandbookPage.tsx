import { aiLabels } from '@wenxian/domain';
import { definePage } from '../../app/routeModule';
import { aiHandbook } from '../../config/aiContent';
import { Card, Column } from './ai.styles';

/** /WeResearch/handbook: how to use WeResearch, the assistant and the manuscript check. */
export function WeResearchHandbookPage() {
  return (
    <Column>
      <h1>{aiLabels.handbook.heading}</h1>
      {aiHandbook.map((section) => (
        <Card key={section.title} aria-label={section.title}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </Card>
      ))}
    </Column>
  );
}

export const page = definePage({
  Component: WeResearchHandbookPage,
  head: () => ({ title: aiLabels.handbook.documentTitle, canonical: '/WeResearch/handbook' }),
});
