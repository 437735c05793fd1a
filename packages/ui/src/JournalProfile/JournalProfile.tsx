import type { ReactNode } from 'react';
import { entityLabels } from '@wenxian/domain';
import { IndexTag, type IndexTagProps } from '../IndexTag';
import { Actions, Card, Cover, Facts, Subtitle, Tags, Title } from './JournalProfile.styles';

export type JournalProfileFact = { label: string; value: ReactNode };

export type JournalProfileProps = {
  /** Chinese name: the page's heading. */
  name: string;
  /** English name, under the heading. */
  nameEn?: string;
  /** Cover image address; none shows no picture. */
  coverUrl?: string;
  /** Index tags with their editions (journalTagsDisplay) and badges (预出版, 网络首发, OA), in order. */
  tags: readonly IndexTagProps[];
  /** Facts shown as a definition list: ISSN, CN, 主办单位, 出版周期, 影响因子… */
  facts: readonly JournalProfileFact[];
  /** Buttons: subscribe, collect, follow, compare. */
  actions?: ReactNode;
  /** Heading level of the name (1 on the journal's own page). */
  headingLevel?: 1 | 2;
};

/** A journal's profile (doc 001 §7 Journal): cover, names, index tags with edition years, badges, facts, actions. */
export function JournalProfile({
  name,
  nameEn,
  coverUrl,
  tags,
  facts,
  actions,
  headingLevel = 1,
}: JournalProfileProps) {
  return (
    <Card aria-label={name}>
      {coverUrl ? <Cover src={coverUrl} alt={entityLabels.journal.cover(name)} /> : <div />}
      <div>
        <Title as={headingLevel === 1 ? 'h1' : 'h2'}>{name}</Title>
        {nameEn && <Subtitle lang="en">{nameEn}</Subtitle>}
        {tags.length > 0 && (
          <Tags aria-label={entityLabels.journal.indexTags}>
            {tags.map((tag) => (
              <li key={tag.label}>
                <IndexTag {...tag} />
              </li>
            ))}
          </Tags>
        )}
        <Facts>
          {facts.map((fact) => (
            <div key={fact.label} style={{ display: 'contents' }}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </Facts>
        {actions && <Actions>{actions}</Actions>}
      </div>
    </Card>
  );
}
