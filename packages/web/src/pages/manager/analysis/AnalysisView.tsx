import styled from 'styled-components';
import type { ManagerAnalysisResult } from '@wenxian/api';
import { Button, Chart, ChartTableView } from '@wenxian/ui';
import { formatFigure, managerLabels, messages, toCsv } from '@wenxian/domain';
import { saveFile } from '../../../features/shared/saveFile';
import { Panel } from '../../shared/backOffice.styles';
import { analysisChartOption } from './analysisChart';

const labels = managerLabels;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  dt {
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const TableHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.md};
  h2,
  h3 {
    margin: 0;
  }
`;

/** An analysis's table; without one, its ranking as a two-column table. */
export function tableOf(analysis: ManagerAnalysisResult): { columns: string[]; rows: (string | number)[][] } {
  return (
    analysis.table ?? { columns: [labels.ranking, labels.count], rows: analysis.rankings.map((r) => [r.name, r.count]) }
  );
}

export const csvFileName = (name: string) => `${name}.csv`;

/** Figures, the trend chart and the table of one analysis, with the table's CSV export. */
export function AnalysisView({
  name,
  analysis,
  headingLevel = 2,
}: {
  name: string;
  analysis: ManagerAnalysisResult;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const table = tableOf(analysis);
  const exportTable = () =>
    saveFile(new Blob([toCsv(table.columns, table.rows)], { type: 'text/csv;charset=utf-8' }), csvFileName(name));
  return (
    <>
      {analysis.figures.length ? (
        <Panel aria-label={`${name}${labels.figures}`}>
          <Heading>{labels.figures}</Heading>
          <Figures>
            {analysis.figures.map((f) => (
              <div key={f.name}>
                <dt>{f.name}</dt>
                <dd>
                  {formatFigure(f.value)}
                  {f.unit ?? ''}
                </dd>
              </div>
            ))}
          </Figures>
        </Panel>
      ) : null}
      {analysis.series.length ? (
        <Panel aria-label={labels.chart(name)}>
          <Heading>{labels.chart(name)}</Heading>
          <Chart
            label={`${labels.chart(name)}（${labels.chartFallbackNote}）`}
            option={analysisChartOption(analysis.series)}
            height="28rem"
          />
        </Panel>
      ) : null}
      <Panel aria-label={`${name}${labels.table}`}>
        <TableHead>
          <Heading>{labels.table}</Heading>
          <Button type="button" variant="secondary" isSmall onClick={exportTable} disabled={!table.rows.length}>
            {labels.exportCsv}
          </Button>
        </TableHead>
        {table.rows.length ? (
          <ChartTableView caption={`${name}${labels.table}`} table={table} isCaptionHidden headerWeight="bold" />
        ) : (
          <p>{messages.loader.empty}</p>
        )}
      </Panel>
    </>
  );
}
