import { documentLabels as L } from '@wenxian/domain';
import { ListLoader } from '@wenxian/ui';
import type { QueryError } from '../../app/apiSlice';
import { Deferred } from '../../features/deferred/Deferred';
import { literatureApi } from '../../features/documents/literatureApi';
import { Muted, Section } from './DocumentPage.styles';

/**
 * The document's citation in each style (GET /literature/data/word-ref): below the lists and not needed to
 * decide the page, so it streams in after the record — or says why it is missing when the
 * call failed or the render's deadline came first.
 */
export function CitationTexts({ id }: { id: string }) {
  return (
    <Section aria-labelledby="doc-cite">
      <h2 id="doc-cite">{L.cite}</h2>
      <Deferred endpoint={literatureApi.endpoints.getWordRef} arg={id} fallback={<ListLoader state="loading" />}>
        {({ data, error }) =>
          data && Object.keys(data.styles).length > 0 ? (
            <ol>
              {Object.entries(data.styles).map(([style, text]) => (
                <li key={style}>
                  <Muted>{style}</Muted> {text}
                </li>
              ))}
            </ol>
          ) : (
            <p role={error ? 'alert' : undefined}>
              <Muted>{(error as QueryError | undefined)?.message || L.none}</Muted>
            </p>
          )
        }
      </Deferred>
    </Section>
  );
}
