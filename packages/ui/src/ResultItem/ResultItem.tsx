import { useId } from 'react';
import { documentPath, findLiteratureType, formatLargeCount, resultLabels } from '@wenxian/domain';
import { IndexTag } from '../IndexTag';
import { SiteLink } from '../LinkContext';
import { VisuallyHidden } from '../SuggestionList/internal';
import { ResultActions } from './components/ResultActions';
import { resultMeta, type ResultLiterature } from './resultMeta';
import { SanitizedHighlight, SanitizedHighlightText } from './SanitizedHighlight';
import {
  Abstract,
  Article,
  Body,
  Check,
  Counts,
  Footer,
  Meta,
  Tags,
  Title,
  TitleRow,
  TypeBadge,
} from './ResultItem.styles';

const L = resultLabels;

export type ResultItemProps = {
  item: ResultLiterature;
  /** Whether the row is in the batch selection; the checkbox shows only with `onSelectedChange`. */
  isSelected?: boolean;
  onSelectedChange?: (isSelected: boolean) => void;
  /** Whether the item is in the user's collection. */
  isCollected?: boolean;
  onDownload?: () => void;
  onRead?: () => void;
  onCite?: () => void;
  /** Asked to collect (true) or uncollect (false). */
  onCollect?: (isCollected: boolean) => void;
};

/**
 * One search result (doc 000 §2.8 list pages): type, title with the server's highlight (sanitized
 * with DOMPurify), the facts its literature type shows, index tags, OA, cited and downloaded counts
 * in the domain's count format, and the download / read / cite / collect actions.
 */
export function ResultItem({
  item,
  isSelected = false,
  onSelectedChange,
  isCollected = false,
  onDownload,
  onRead,
  onCite,
  onCollect,
}: ResultItemProps) {
  const titleId = useId();
  const checkId = useId();
  const href = documentPath(item.type, item.id);
  const title = <SanitizedHighlight html={item.titleHtml} render={(shown) => <span {...shown} />} />;
  const typeName = findLiteratureType(item.type)?.name;
  const meta = resultMeta(item);
  const hasTags = Boolean(item.isOa) || (item.indexTags?.length ?? 0) > 0;

  return (
    <Article aria-labelledby={titleId}>
      {onSelectedChange && (
        <>
          <SanitizedHighlightText
            html={item.titleHtml}
            render={(text) => (
              <VisuallyHidden as="label" htmlFor={checkId}>
                {`${L.select}${text}`}
              </VisuallyHidden>
            )}
          />
          <Check
            id={checkId}
            type="checkbox"
            checked={isSelected}
            onChange={(event) => onSelectedChange(event.target.checked)}
          />
        </>
      )}
      <Body>
        <TitleRow>
          {typeName && <TypeBadge>{typeName}</TypeBadge>}
          <Title id={titleId}>{href ? <SiteLink href={href}>{title}</SiteLink> : title}</Title>
        </TitleRow>
        {meta.length > 0 && (
          <Meta>
            {meta.map((entry) => (
              <div key={entry.label}>
                <dt>{entry.label}</dt>
                <dd>{entry.value}</dd>
              </div>
            ))}
          </Meta>
        )}
        {item.abstractHtml && (
          <SanitizedHighlight html={item.abstractHtml} render={(abstract) => <Abstract {...abstract} />} />
        )}
        <Footer>
          {hasTags && (
            <Tags>
              {item.isOa && <IndexTag label={L.oa} fullName={L.oaFull} tone="oa" />}
              {item.indexTags?.map((tag) => (
                <IndexTag key={tag.label} {...tag} />
              ))}
            </Tags>
          )}
          {item.citedCount !== undefined && (
            <Counts>
              {L.cited} {formatLargeCount(item.citedCount)}
            </Counts>
          )}
          {item.downloadCount !== undefined && (
            <Counts>
              {L.downloaded} {formatLargeCount(item.downloadCount)}
            </Counts>
          )}
          <ResultActions
            canDownload={item.canDownload ?? true}
            canRead={item.canRead ?? true}
            isCollected={isCollected}
            onDownload={onDownload}
            onRead={onRead}
            onCite={onCite}
            onCollect={onCollect}
          />
        </Footer>
      </Body>
    </Article>
  );
}
