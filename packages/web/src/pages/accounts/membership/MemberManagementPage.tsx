import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { href } from 'react-router';
import type { VipTeamMember } from '@wenxian/api';
import { Button, ListLoader, SiteLink, TextField } from '@wenxian/ui';
import { accountLabels, joinTeamSchema, type JoinTeamForm, type JoinTeamValues } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { settle } from '../../../app/settle';
import { useAppDispatch } from '../../../app/hooks';
import { toastShown } from '../../../features/shared/toastSlice';
import { ApiErrorView } from '../../../features/errors/ApiErrorView';
import {
  centreApi,
  useCanExitTeamQuery,
  useCheckInviteCodeMutation,
  useExitTeamMutation,
  useGenerateInviteCodeMutation,
  useGetTeamQuery,
  useGetTeamUsageQuery,
  useGetVipCenterQuery,
  useJoinTeamMutation,
  useRemoveTeamMemberMutation,
  useTransferOriginatorMutation,
} from '../../../features/accounts/centreApi';
import { Form } from '../accountForm/accountForm.styles';
import { Actions, Cards, Muted, Panel } from '../centrePanel/centrePanel.styles';
import { useMember } from '../../../features/session/useMember';
import { MemberSettingsForm, NicknameForm, RenameTeamForm } from './TeamSettings';

const P = accountLabels.pages.membermanagement;
const A = accountLabels.actions;

/** Join a team by invite code: check it first (says which team), then join with a nickname. */
function JoinTeamForm() {
  const dispatch = useAppDispatch();
  const [check, checking] = useCheckInviteCodeMutation();
  const [join, joining] = useJoinTeamMutation();
  const [checked, setChecked] = useState<string | null>(null);
  const form = useForm<JoinTeamForm, unknown, JoinTeamValues>({
    mode: 'onChange',
    resolver: zodResolver(joinTeamSchema),
    defaultValues: { inviteCode: '', nickname: '' },
  });
  const { errors } = form.formState;
  const onCheck = async () => {
    if (!(await form.trigger('inviteCode'))) return;
    const result = await check({ inviteCode: form.getValues('inviteCode').trim().toUpperCase() });
    if ('data' in result && result.data) setChecked(A.codeValid(result.data.teamName));
  };
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await join(values);
    if ('data' in result && result.data) dispatch(toastShown('success', A.joined(result.data.name)));
  });
  return (
    <Form noValidate onSubmit={onSubmit} aria-label={A.join}>
      <p>{P.noTeam}</p>
      <TextField
        label={accountLabels.fields.inviteCode}
        maxLength={6}
        error={errors.inviteCode?.message}
        {...form.register('inviteCode')}
        action={
          <Button type="button" onClick={onCheck} isBusy={checking.isLoading}>
            {A.checkCode}
          </Button>
        }
      />
      {checked && <p role="status">{checked}</p>}
      <TextField
        label={accountLabels.fields.nickname}
        error={errors.nickname?.message}
        {...form.register('nickname')}
      />
      <Actions>
        <Button type="submit" variant="primary" isBusy={joining.isLoading}>
          {A.join}
        </Button>
        <SiteLink href={`${href('/member')}?toback=1&tab=Third`}>{accountLabels.pages.member.team}</SiteLink>
      </Actions>
    </Form>
  );
}

/** The team: members (originator marked), invite code, monthly usage, transfer, remove, exit. */
function TeamPanel({ teamId }: { teamId: string }) {
  const user = useMember();
  const dispatch = useAppDispatch();
  const team = useGetTeamQuery(teamId);
  const usage = useGetTeamUsageQuery(teamId);
  const canExit = useCanExitTeamQuery(teamId);
  const [generate] = useGenerateInviteCodeMutation();
  const [transfer] = useTransferOriginatorMutation();
  const [remove] = useRemoveTeamMemberMutation();
  const [exit] = useExitTeamMutation();
  const say = (text: string) => dispatch(toastShown('success', text));
  if (team.isError) return <ApiErrorView error={team.error} />;
  if (!team.data) return <ListLoader state="loading" />;
  const isOriginator = team.data.originatorId === user?.memberId;
  const others = team.data.members.filter((m) => m.memberId !== user?.memberId);
  const me = team.data.members.find((m) => m.memberId === user?.memberId);
  const usedBy = new Map((usage.data?.byMember ?? []).map((m) => [m.memberId, m.used]));
  return (
    <Cards>
      <section aria-labelledby="team-name">
        <h2 id="team-name">{team.data.name}</h2>
        {usage.data && (
          <p>
            {P.usage}：{P.usageOf(usage.data.used, usage.data.total)}
          </p>
        )}
        {isOriginator && <RenameTeamForm key={team.data.name} teamId={teamId} name={team.data.name} />}
        {me && <NicknameForm key={me.nickname} teamId={teamId} nickname={me.nickname} />}
        {isOriginator && (
          <Actions>
            {team.data.inviteCode && <span>{P.inviteCode(team.data.inviteCode)}</span>}
            <Button onClick={async () => 'data' in (await generate(teamId)) && say(A.generateCode)}>
              {A.generateCode}
            </Button>
          </Actions>
        )}
        <Actions>
          <Button
            disabled={canExit.data === false}
            onClick={async () => 'data' in (await exit(teamId)) && say(A.exited)}
          >
            {A.exit}
          </Button>
          {canExit.data === false && <Muted>{A.cannotExit}</Muted>}
        </Actions>
      </section>
      <section aria-labelledby="team-members">
        <h2 id="team-members">{P.members}</h2>
        <ul>
          {team.data.members.map((m: VipTeamMember) => (
            <li key={m.memberId}>
              {m.nickname} {m.isOriginator && <Muted>（{P.originator}）</Muted>}{' '}
              <Muted>{P.usageOf(usedBy.get(m.memberId) ?? 0, usage.data?.total ?? 0)}</Muted>{' '}
              <Muted>{P.downloadLimit(m.downloadLimit)}</Muted>
              {isOriginator && (
                <MemberSettingsForm key={`${m.memberId}:${m.downloadLimit ?? 0}`} teamId={teamId} member={m} />
              )}
              {isOriginator && others.includes(m) && (
                <Actions>
                  <Button
                    isSmall
                    onClick={async () =>
                      'data' in (await transfer({ teamId, memberId: m.memberId })) && say(A.transferred)
                    }
                  >
                    {A.transfer}
                  </Button>
                  <Button
                    isSmall
                    variant="text"
                    onClick={async () =>
                      'data' in (await remove({ teamId, memberId: m.memberId })) && say(A.memberRemoved)
                    }
                  >
                    {A.removeMember}
                  </Button>
                </Actions>
              )}
            </li>
          ))}
        </ul>
      </section>
    </Cards>
  );
}

/** /personalcenter/membermanagement: the user's team, or the way to join one. */
export function MemberManagementPage() {
  const center = useGetVipCenterQuery();
  return (
    <Panel>
      <h1>{P.title}</h1>
      {center.isError ? (
        <ApiErrorView error={center.error} />
      ) : !center.data ? (
        <ListLoader state="loading" />
      ) : center.data.teamId ? (
        <TeamPanel teamId={center.data.teamId} />
      ) : (
        <JoinTeamForm />
      )}
    </Panel>
  );
}

export const page = definePage({
  Component: MemberManagementPage,
  loader: async ({ store }) => {
    const center = (await settle(store.dispatch(centreApi.endpoints.getVipCenter.initiate()))).data;
    if (center?.teamId) {
      await Promise.all([
        settle(store.dispatch(centreApi.endpoints.getTeam.initiate(center.teamId))),
        settle(store.dispatch(centreApi.endpoints.getTeamUsage.initiate(center.teamId))),
        settle(store.dispatch(centreApi.endpoints.canExitTeam.initiate(center.teamId))),
      ]);
    }
    return null;
  },
  head: () => ({ title: P.title, noindex: true }),
});
