import type { CitationOrder, CitationReportPaper } from '@wenxian/api';
import { accountLabels, citationSourceName, isPublisherSource, productLabels } from '@wenxian/domain';
import { Button, ListLoader, Modal, SiteLink } from '@wenxian/ui';
import type { QueryError } from '../../../../app/apiSlice';
import { useGetCitationOrderReportQuery } from '../../../../features/products/citationOrderApi';
import { literatureHref } from '../../../../features/accounts/literatureHref';
import { HeadRow, Table } from '../../../shared/OrderTable';
import { FieldError } from '../../accountForm/accountForm.styles';
import { Muted } from '../../centrePanel/centrePanel.styles';
import { PaperList, ReportSummary } from './citationReport.styles';

const L = productLabels.citationOrder;

/** A source code as the order page names it (code and year, §3). */
const sourceName = (code: string) => (isPublisherSource(code) ? citationSourceName(code) : code);

/** One paper of the order: the record it was found as (its page), or that the base does not hold it; its citations. */
function PaperReport({ item }: { item: CitationReportPaper }) {
  const { paper, literature, citing } = item;
  return (
    <li>
      <section aria-label={paper.title}>
        <h3>
          {literature ? (
            <SiteLink href={literatureHref(literature.id, literature.type)}>{literature.title}</SiteLink>
          ) : (
            paper.title
          )}
        </h3>
        {literature ? (
          <Muted>
            {[literature.authors.map((a) => a.name).join('；'), literature.source, literature.year]
              .filter(Boolean)
              .join(' · ')}
          </Muted>
        ) : (
          <Muted>{L.notFound}</Muted>
        )}
        {literature && citing.length === 0 ? <p>{L.noCiting}</p> : null}
        {citing.length > 0 ? (
          <Table aria-label={`${L.citingOf(citing.length)} ${paper.title}`}>
            <caption>{L.citingOf(citing.length)}</caption>
            <HeadRow columns={L.citingColumns} />
            <tbody>
              {citing.map((c) => (
                <tr key={c.id}>
                  <td>
                    <SiteLink href={literatureHref(c.id, c.type)}>{c.title}</SiteLink>
                  </td>
                  <td>{c.authors.map((a) => a.name).join('；')}</td>
                  <td>{c.source}</td>
                  <td>{c.year}</td>
                  <td>{c.dataSourceIds.join('、')}</td>
                  <td>{c.selfCitation ? L.selfCitation : L.otherCitation}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : null}
      </section>
    </li>
  );
}

/** The report of a finished order (引证检索报告): loading, the report (or that nothing was found), or the failure. */
export function CitationReportDialog({ order, onClose }: { order: CitationOrder; onClose: () => void }) {
  const report = useGetCitationOrderReportQuery(order.id);
  return (
    <Modal isOpen title={L.reportTitle(order.title)} onClose={onClose} width="96rem">
      {report.isError ? (
        <FieldError role="alert">
          {(report.error as QueryError | undefined)?.message || accountLabels.list.loadFailed}{' '}
          <Button type="button" onClick={() => void report.refetch()}>
            {accountLabels.list.retry}
          </Button>
        </FieldError>
      ) : !report.data ? (
        <ListLoader state="loading" />
      ) : (
        <>
          <ReportSummary>
            <p>{L.reportScope(report.data.order.dataSourceIds.map(sourceName).join('、'))}</p>
            <p>
              {L.reportSummary(
                report.data.order.paperCount,
                report.data.foundCount,
                report.data.citingCount,
                report.data.otherCount,
                report.data.selfCount,
              )}
            </p>
            {report.data.citingCount === 0 ? <p role="status">{L.reportEmpty}</p> : null}
          </ReportSummary>
          <PaperList>
            {report.data.papers.map((item, i) => (
              <PaperReport key={`${i}-${item.paper.title}`} item={item} />
            ))}
          </PaperList>
        </>
      )}
    </Modal>
  );
}
