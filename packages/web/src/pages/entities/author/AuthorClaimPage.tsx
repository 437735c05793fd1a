import { useState } from 'react';
import styled from 'styled-components';
import { displayDate, documentPath, entityLabels } from '@wenxian/domain';
import { Button, Pagination, SiteLink } from '@wenxian/ui';
import { useAppDispatch } from '../../../app/hooks';
import {
  authorsApi,
  useClaimLiteratureMutation,
  useGetClaimLiteraturesQuery,
  useGetClaimRecordsQuery,
  useGetMemberBasicInfoQuery,
} from '../../../features/entities/authorsApi';
import { toastShown } from '../../../features/shared/toastSlice';
import { definePage } from '../../../app/routeModule';
import { ENTITY_PAGE_SIZE, loadAll, pageOf } from '../../../features/entities/entityLoaders';
import { usePageParam } from '../entityBlocks/LiteratureSection';
import { QueryView } from '../../shared/QueryView';
import { Columns, EntityMain, Facts, PageTitle, Section } from '../../shared/entityPageLayout';

const L = entityLabels.pages.authorClaim;
const F = entityLabels.pages.authorAuth;

const Rows = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: baseline;
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
  }
`;

/**
 * /author/home (guard isConfirm, else /author/auth): the confirmed author's basic information, the
 * papers they may claim (same-name records, most cited first) with a batch claim, and their claim records.
 */
export function AuthorClaimPage() {
  const dispatch = useAppDispatch();
  const [page, setPage] = usePageParam();
  const info = useGetMemberBasicInfoQuery();
  const claimable = useGetClaimLiteraturesQuery({ pageNum: page, pageSize: ENTITY_PAGE_SIZE });
  const records = useGetClaimRecordsQuery({ pageNum: 1, pageSize: 20 });
  const [claim, claiming] = useClaimLiteratureMutation();
  const [selected, setSelected] = useState<readonly string[]>([]);
  const claimedIds = new Set((records.data?.list ?? []).map((r) => r.literatureId));

  const onClaim = async () => {
    const result = await claim({ literatureIds: [...selected] });
    if (!('error' in result)) {
      setSelected([]);
      dispatch(toastShown('success', L.claimed));
    }
  };

  return (
    <EntityMain>
      <PageTitle>{L.title}</PageTitle>
      <Columns>
        <Section
          title={L.claimable}
          aside={
            <Button disabled={selected.length === 0} isBusy={claiming.isLoading} onClick={() => void onClaim()}>
              {L.claimSelected(selected.length)}
            </Button>
          }
        >
          <QueryView state={claimable} isEmpty={(d) => d.list.length === 0}>
            {(data) => (
              <>
                <Rows aria-label={L.claimable}>
                  {data.list.map((item) => {
                    const done = claimedIds.has(item.id);
                    return (
                      <li key={item.id}>
                        <input
                          type="checkbox"
                          aria-label={L.select(item.title)}
                          disabled={done}
                          checked={done || selected.includes(item.id)}
                          onChange={(event) =>
                            setSelected((s) =>
                              event.target.checked ? [...s, item.id] : s.filter((id) => id !== item.id),
                            )
                          }
                        />
                        <span>
                          <SiteLink href={documentPath(item.type, item.id) ?? '#'}>{item.title}</SiteLink>
                          <small>
                            {' '}
                            {item.source} {item.year}
                          </small>
                        </span>
                      </li>
                    );
                  })}
                </Rows>
                <Pagination page={page} pageSize={ENTITY_PAGE_SIZE} total={data.total} onChange={setPage} />
              </>
            )}
          </QueryView>
        </Section>
        <div>
          <Section title={L.basicInfo}>
            <QueryView state={info}>
              {(data) =>
                data && (
                  <Facts>
                    <dt>{F.realName}</dt>
                    <dd>{data.realName}</dd>
                    <dt>{F.organName}</dt>
                    <dd>{data.organName || '—'}</dd>
                    <dt>{F.jobTitle}</dt>
                    <dd>{data.title ?? '—'}</dd>
                  </Facts>
                )
              }
            </QueryView>
          </Section>
          <Section title={L.records}>
            <QueryView state={records} isEmpty={(d) => d.list.length === 0}>
              {(data) => (
                <Table>
                  <caption hidden>{L.records}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{entityLabels.chart.name}</th>
                      <th scope="col">{L.state}</th>
                      <th scope="col">{L.time}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((r) => (
                      <tr key={r.id}>
                        <td>{r.title}</td>
                        <td>{r.state}</td>
                        <td>{displayDate(r.createdAt.slice(0, 10))}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              )}
            </QueryView>
          </Section>
        </div>
      </Columns>
    </EntityMain>
  );
}

export const page = definePage({
  Component: AuthorClaimPage,
  loader: async ({ store, url }) => {
    const e = authorsApi.endpoints;
    await loadAll([
      store.dispatch(e.getMemberBasicInfo.initiate()),
      store.dispatch(e.getClaimLiteratures.initiate({ pageNum: pageOf(url), pageSize: ENTITY_PAGE_SIZE })),
      store.dispatch(e.getClaimRecords.initiate({ pageNum: 1, pageSize: 20 })),
    ]);
  },
  head: () => ({ title: L.title, noindex: true }),
});
