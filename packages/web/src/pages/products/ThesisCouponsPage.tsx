import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { href } from 'react-router';
import { productLabels } from '@wenxian/domain';
import { ListLoader, TextLink } from '@wenxian/ui';
import { useGetCurrentUserQuery } from '../../features/shared/sessionApi';
import { useGetMyCouponsQuery } from '../../features/products/productsApi';
import { definePage } from '../../app/routeModule';
import { QueryView } from '../shared/ContentFrame';
import { Inner } from '../shared/ContentFrame';
import { PageTitle } from '../shared/ServicePage';
import { Table } from '../shared/OrderTable';

const L = productLabels.thesis;

/** /product/thesisdetection/version1/coupon: the member's coupons, which of them a check order can use. */
export function ThesisCouponsPage() {
  const { data: user } = useGetCurrentUserQuery();
  const coupons = useGetMyCouponsQuery(user?.memberId ?? skipToken);
  const [now] = useState(() => Date.now());
  return (
    <Inner>
      <PageTitle>{L.couponPageTitle}</PageTitle>
      <QueryView query={user ? coupons : { isLoading: true }}>
        {(page) =>
          page.list.length === 0 ? (
            <ListLoader state="empty" />
          ) : (
            <Table aria-label={L.couponPageTitle}>
              <tbody>
                {page.list.map((coupon) => {
                  const usable = !coupon.used && Date.parse(coupon.expireAt) > now;
                  return (
                    <tr key={coupon.id}>
                      <td>{coupon.name}</td>
                      <td>{L.yuan(coupon.amount)}</td>
                      <td>{L.couponThreshold(coupon.threshold)}</td>
                      <td>{L.couponExpire(coupon.expireAt.slice(0, 10))}</td>
                      <td>
                        {usable ? (
                          <TextLink href={href('/product/thesisdetection/version1')}>{L.useCoupon}</TextLink>
                        ) : (
                          L.couponUnavailable
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          )
        }
      </QueryView>
    </Inner>
  );
}

export const page = definePage({
  Component: ThesisCouponsPage,
  head: () => ({ title: `${L.couponPageTitle} - ${L.title}`, noindex: true }),
});
