import type { Coupon } from '@wenxian/api';
import { SiteLink } from '@wenxian/ui';
import { accountLabels } from '@wenxian/domain';
import { definePage } from '../../app/routeModule';
import { centreApi, useGetCouponsQuery, type PageArg } from '../../features/accounts/centreApi';
import { Muted, Panel } from './parts/accounts.styles';
import { QueryList } from './parts/QueryList';
import { loadList } from './parts/loadList';
import { dateOf } from './parts/time';
import { useMember } from './parts/useMember';

const P = accountLabels.pages.coupon;

/** /personalcenter/coupon: the user's coupons (the new-user one among them), usable ones lead to top-up. */
export function CouponPage() {
  const user = useMember();
  const useCoupons = (page: PageArg) =>
    useGetCouponsQuery({ ...page, memberId: user?.memberId ?? '' }, { skip: !user });
  return (
    <Panel>
      <h1>{P.title}</h1>
      <QueryList
        title={P.title}
        useQuery={useCoupons}
        itemKey={(c: Coupon) => c.id}
        renderItem={(c: Coupon) => (
          <>
            <span>
              <strong>¥{c.amount}</strong> {c.name} · {P.threshold(c.threshold)}
            </span>
            <Muted>{P.expireAt(dateOf(c.expireAt))}</Muted>
            {c.used ? <Muted>{P.used}</Muted> : <SiteLink href="/pay/recharge">{P.usable}</SiteLink>}
          </>
        )}
      />
    </Panel>
  );
}

export const page = definePage({
  Component: CouponPage,
  loader: loadList(centreApi.endpoints.getCoupons, (base) => base),
  head: () => ({ title: P.title, noindex: true }),
});
