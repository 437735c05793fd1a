import type { TargetKind } from '@wenxian/api';
import { entityLabels, isLoggedIn } from '@wenxian/domain';
import { Button } from '@wenxian/ui';
import { useAppDispatch } from '../../app/hooks';
import { toastShown } from '../shared/toastSlice';
import { useGetCurrentUserQuery } from '../shared/sessionApi';
import {
  useGetMarksQuery,
  useSaveComparisonMutation,
  useSaveFollowMutation,
  useSavePeriodicalCollectionMutation,
  useSaveSubscribeMutation,
  useUnComparisonMutation,
  useUnsubscribeMutation,
} from './entityMarksApi';

const L = entityLabels.actions;

export type EntityActionsProps = {
  kind: TargetKind;
  id: string;
  name: string;
  /** Journals also offer subscribe, collect and compare; the others follow only. */
  isJournal?: boolean;
};

/**
 * Subscribe / collect / follow / compare. Each is a call of the records area; a refusal (not logged in)
 * is reported by the call layer (login dialog or toast), a success by a toast here. Once done, 订阅, 收藏, 关注
 * and 对比 read 已订阅 … 已对比 (pressed) and the same button undoes it (取消订阅 … 取消对比) — the state comes from
 * the member's own lists and is read again after each change.
 */
export function EntityActions({ kind, id, name, isJournal = false }: EntityActionsProps) {
  const dispatch = useAppDispatch();
  const { data: user } = useGetCurrentUserQuery();
  const memberId = isLoggedIn(user) ? user?.memberId : undefined;
  const { data: marks } = useGetMarksQuery({ memberId: memberId ?? '', kind, id }, { skip: !memberId });
  const [subscribe] = useSaveSubscribeMutation();
  const [unsubscribe] = useUnsubscribeMutation();
  const [follow] = useSaveFollowMutation();
  const [compare] = useSaveComparisonMutation();
  const [uncompare] = useUnComparisonMutation();
  const [collect] = useSavePeriodicalCollectionMutation();
  const target = { targetId: id, kind, name };
  const run = async (action: () => Promise<{ error?: unknown }>, done: string) => {
    const result = await action();
    if (!result.error) dispatch(toastShown('success', done));
  };
  /** A button that is done or not: pressed with the undo as its name once done. */
  const toggle = (isOn: boolean | undefined, on: string, off: string, onLabel: string, offLabel: string) => ({
    'aria-pressed': Boolean(isOn),
    children: isOn ? onLabel : offLabel,
    title: isOn ? on : off,
  });
  return (
    <>
      {isJournal && (
        <Button
          {...toggle(marks?.subscribed, L.unsubscribe, L.subscribe, L.subscribed, L.subscribe)}
          onClick={() =>
            void (marks?.subscribed
              ? run(() => unsubscribe(target), L.unsubscribed)
              : run(() => subscribe(target), L.subscribed))
          }
        />
      )}
      {isJournal && (
        <Button
          variant="secondary"
          {...toggle(marks?.collected, L.uncollect, L.collect, L.collected, L.collect)}
          onClick={() =>
            void (marks?.collected
              ? run(() => collect({ journalId: id, cancel: true }), L.uncollected)
              : run(() => collect({ journalId: id }), L.collected))
          }
        />
      )}
      <Button
        variant="secondary"
        {...toggle(marks?.followed, L.unfollow, L.follow, L.followed, L.follow)}
        onClick={() =>
          void (marks?.followed
            ? run(() => follow({ ...target, cancel: true }), L.unfollowed)
            : run(() => follow(target), L.followed))
        }
      />
      {isJournal && (
        <Button
          variant="secondary"
          {...toggle(marks?.compared, L.uncompare, L.compare, L.comparedShort, L.compare)}
          onClick={() =>
            void (marks?.compared ? run(() => uncompare(target), L.uncompared) : run(() => compare(target), L.compared))
          }
        />
      )}
    </>
  );
}
