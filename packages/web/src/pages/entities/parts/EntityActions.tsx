import type { TargetKind } from '@wenxian/api';
import { entityLabels } from '@wenxian/domain';
import { Button } from '@wenxian/ui';
import { useAppDispatch } from '../../../app/hooks';
import { toastShown } from '../../../features/toast/toastSlice';
import {
  useSaveComparisonMutation,
  useSaveFollowMutation,
  useSavePeriodicalCollectionMutation,
  useSaveSubscribeMutation,
} from '../../../features/entities/entitiesApi';

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
 * is reported by the call layer (login dialog or toast), a success by a toast here.
 */
export function EntityActions({ kind, id, name, isJournal = false }: EntityActionsProps) {
  const dispatch = useAppDispatch();
  const [subscribe] = useSaveSubscribeMutation();
  const [follow] = useSaveFollowMutation();
  const [compare] = useSaveComparisonMutation();
  const [collect] = useSavePeriodicalCollectionMutation();
  const target = { targetId: id, kind, name };
  const run = async (action: () => Promise<{ error?: unknown }>, done: string) => {
    const result = await action();
    if (!result.error) dispatch(toastShown('success', done));
  };
  return (
    <>
      {isJournal && <Button onClick={() => void run(() => subscribe(target), L.subscribed)}>{L.subscribe}</Button>}
      {isJournal && (
        <Button variant="secondary" onClick={() => void run(() => collect({ journalId: id }), L.collected)}>
          {L.collect}
        </Button>
      )}
      <Button variant="secondary" onClick={() => void run(() => follow(target), L.followed)}>
        {L.follow}
      </Button>
      {isJournal && (
        <Button variant="secondary" onClick={() => void run(() => compare(target), L.compared)}>
          {L.compare}
        </Button>
      )}
    </>
  );
}
