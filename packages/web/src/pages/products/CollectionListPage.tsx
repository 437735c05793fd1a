import { skipToken } from '@reduxjs/toolkit/query/react';
import { href } from 'react-router';
import { journalTagNames, messages, productLabels } from '@wenxian/domain';
import { TextLink } from '@wenxian/ui';
import { useGetCurrentUserQuery } from '../../features/shared/sessionApi';
import { useGetCollectionApplicationsQuery } from '../../features/products/productsApi';
import { definePage } from '../../app/routeModule';
import { QueryView } from '../shared/ContentFrame';
import { LoginPrompt, PageTitle, ServicePage } from '../shared/ServicePage';
import { Table } from '../shared/OrderTable';

const L = productLabels.collection;
const title = messages.productNav.collectionProofList;

/** /product/collectionquery/myorder (申请收录列表): applications with each title found or not and the state. */
export function CollectionListPage() {
  const { data: user, isLoading } = useGetCurrentUserQuery();
  const list = useGetCollectionApplicationsQuery(user ? undefined : skipToken);
  return (
    <ServicePage>
      <PageTitle>{title}</PageTitle>
      {!user && !isLoading ? (
        <LoginPrompt text={title} />
      ) : (
        <QueryView query={list}>
          {(page) =>
            page.list.length === 0 ? (
              <p>
                {L.noApplications} <TextLink href={href('/product/collectionquery/home')}>{L.title}</TextLink>
              </p>
            ) : (
              <Table aria-label={title}>
                <thead>
                  <tr>
                    <th scope="col">{productLabels.novelty.orderNo}</th>
                    <th scope="col">{L.form.titles}</th>
                    <th scope="col">{L.form.purpose}</th>
                    <th scope="col">{productLabels.novelty.state}</th>
                    <th scope="col">{productLabels.novelty.createdAt}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.list.map((a) => (
                    <tr key={a.id}>
                      <td>{a.id}</td>
                      <td>
                        <ul>
                          {a.items.map((item) => (
                            <li key={item.title}>
                              {item.title}{' '}
                              {item.found
                                ? `✓ ${item.source ?? ''} ${item.year ?? ''} ${journalTagNames(item.indexTags ?? []).join(' ')}`
                                : '✗'}
                            </li>
                          ))}
                        </ul>
                        <small>{L.found(a.items.filter((i) => i.found).length, a.items.length)}</small>
                      </td>
                      <td>{a.purpose}</td>
                      <td>{a.stateName}</td>
                      <td>{a.createdAt.slice(0, 10)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )
          }
        </QueryView>
      )}
    </ServicePage>
  );
}

export const page = definePage({ Component: CollectionListPage, head: () => ({ title, noindex: true }) });
