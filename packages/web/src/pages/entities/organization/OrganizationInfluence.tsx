import { entityLabels, measureAxisName, provinceBars } from '@wenxian/domain';
import { RankChart, TrendChart } from '@wenxian/ui';
import {
  useGetOrganizationChinaQuery,
  useGetOrganizationWorldQuery,
} from '../../../features/entities/organizationsApi';
import { QueryView } from '../../shared/QueryView';
import { AlignedGrid, Section } from '../../shared/entityPageLayout';
import { TitledChart } from '../entityBlocks/TitledChart';

const L = entityLabels.pages.organization;
/** The rows of each analysis box: its head, then two titled charts of three rows each. */
const INFLUENCE_ROWS = 7;

/** An organisation's 学术影响: its world analysis (citation rank, impact per subject) beside its China analysis. */
export function OrganizationInfluence({ id, v }: { id: string; v?: string }) {
  const world = useGetOrganizationWorldQuery({ id, v });
  const china = useGetOrganizationChinaQuery({ id, v });
  return (
    // The two analyses side by side: their charts start at one height, whichever note wraps further.
    <AlignedGrid>
      <Section
        rows={INFLUENCE_ROWS}
        title={L.world}
        aside={world.data && <strong>{L.worldRank(world.data.rank, world.data.total)}</strong>}
      >
        <QueryView state={world} isEmpty={(d) => d.disciplines.length === 0}>
          {(data) => (
            <>
              <TitledChart title={L.impact} note={L.impactNote}>
                <RankChart
                  isAnimated={false}
                  label={L.impact}
                  items={data.disciplines.map((d) => ({ id: d.id, name: d.name, count: d.impact }))}
                  valueName={L.impactIndex}
                  valueAxisName={L.impactAxis}
                  height="24rem"
                />
              </TitledChart>
              <TitledChart title={L.impactTrend}>
                <TrendChart
                  isAnimated={false}
                  label={L.impactTrend}
                  series={data.trend.map((s) => ({ ...s, isAverage: true }))}
                  valueAxisName={L.perPaperAxis}
                  height="24rem"
                />
              </TitledChart>
            </>
          )}
        </QueryView>
      </Section>
      <Section
        rows={INFLUENCE_ROWS}
        title={L.china}
        aside={
          china.data && (
            <strong>
              {L.provinceRank(
                china.data.provinceRank.province,
                china.data.provinceRank.rank,
                china.data.provinceRank.total,
              )}
            </strong>
          )
        }
      >
        <QueryView state={china}>
          {(data) => (
            <>
              <TitledChart title={L.regions} note={L.regionsNote(data.provinceRank.province)}>
                <RankChart
                  isAnimated={false}
                  label={L.regions}
                  items={provinceBars(data.regions, data.provinceRank.province).map((p) => ({
                    name: p.isOwn ? L.ownProvince(p.name) : p.name,
                    count: p.count,
                    isMarked: p.isOwn,
                  }))}
                  valueName={entityLabels.chart.weight}
                  valueAxisName={L.regionsAxis}
                  height="24rem"
                />
              </TitledChart>
              <TitledChart title={L.chinaTrend}>
                <TrendChart
                  isAnimated={false}
                  label={L.chinaTrend}
                  series={data.trend}
                  valueAxisName={measureAxisName(data.trend.map((s) => s.name))}
                  height="24rem"
                />
              </TitledChart>
            </>
          )}
        </QueryView>
      </Section>
    </AlignedGrid>
  );
}
