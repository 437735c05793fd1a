import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { href } from 'react-router';
import { apiConfig } from '@wenxian/api';
import { MigrationDialog, NewUserActivityDialog, NewUserCouponDialog, type MigrationStatus } from '@wenxian/ui';
import { cookieRules, migrationDeclinedCookieValue } from '@wenxian/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { closeModal } from '../shared/modalSlice';
import { useGetCurrentUserQuery } from '../shared/sessionApi';
import { useMigrateMutation } from './sessionDialogsApi';
import { MIGRATION_COOKIE } from './sessionCookies';

/** 确认迁移 migrates, refreshes the user and says 数据迁移成功; 暂不迁移 sets the migration cookie to "0". */
export function MigrationHost() {
  const dispatch = useAppDispatch();
  const entry = useAppSelector((state) => state.modal);
  const { data: user } = useGetCurrentUserQuery();
  const [migrate] = useMigrateMutation();
  const [status, setStatus] = useState<MigrationStatus>('ask');
  const data = entry.id === 'session/migration' ? entry.props : null;
  return (
    <MigrationDialog
      isOpen
      data={data}
      status={status}
      onConfirm={async () => {
        setStatus('migrating');
        const result = await migrate({ memberId: user?.memberId ?? '' });
        setStatus('data' in result ? 'done' : 'ask');
      }}
      onDecline={() => {
        apiConfig().cookies.set(MIGRATION_COOKIE, migrationDeclinedCookieValue, cookieRules.maxAgeSeconds);
        dispatch(closeModal());
      }}
      onClose={() => dispatch(closeModal())}
    />
  );
}

/** A session dialog's two ways out: close it, or close it and go to a page. */
function useDialogExits() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return {
    close: () => dispatch(closeModal()),
    goTo: (path: string) => {
      dispatch(closeModal());
      navigate(path);
    },
  };
}

/** 已获得20元无门槛充值优惠券, leading to the personal centre's coupons. */
export function NewUserCouponHost() {
  const { close, goTo } = useDialogExits();
  return <NewUserCouponDialog isOpen onViewCoupons={() => goTo(href('/personalcenter/coupon'))} onClose={close} />;
}

/** Where 立即参与 of the new-user activity leads: the membership activity page (docs/decisions/shell.md). */
const NEW_USER_ACTIVITY_PATH = '/activity/memberactivity';

/** The new-user activity invitation (doc 000 §4.6): 立即参与 goes to the activity, 下次再说 closes. */
export function NewUserActivityHost() {
  const { close, goTo } = useDialogExits();
  return <NewUserActivityDialog isOpen onJoin={() => goTo(NEW_USER_ACTIVITY_PATH)} onClose={close} />;
}
