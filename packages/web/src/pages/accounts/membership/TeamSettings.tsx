import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { VipTeamMember } from '@wenxian/api';
import { Button, TextField } from '@wenxian/ui';
import {
  accountLabels,
  memberSettingsSchema,
  nicknameSchema,
  teamNameSchema,
  type MemberSettingsForm,
  type MemberSettingsValues,
  type NicknameForm,
  type TeamNameForm,
} from '@wenxian/domain';
import { useAppDispatch } from '../../../app/hooks';
import { toastShown } from '../../../features/shared/toastSlice';
import {
  useChangeMemberSettingsMutation,
  useChangeNicknameMutation,
  useRenameTeamMutation,
} from '../../../features/accounts/centreApi';
import { Form } from '../accountForm/accountForm.styles';
import { Actions } from '../centrePanel/centrePanel.styles';

/**
 * The team's editable settings (doc 001 §4 "Team": change team name, change nickname, change member settings):
 * the originator renames the team and sets each member's monthly download limit; every member changes the
 * nickname the team knows them by. Each form says what it saved; the team list reloads with the change.
 */
const A = accountLabels.actions;
const F = accountLabels.fields;

function useSaid() {
  const dispatch = useAppDispatch();
  return (text: string) => dispatch(toastShown('success', text));
}

export function RenameTeamForm({ teamId, name }: { teamId: string; name: string }) {
  const say = useSaid();
  const [rename, { isLoading }] = useRenameTeamMutation();
  const form = useForm<TeamNameForm>({ resolver: zodResolver(teamNameSchema), defaultValues: { name } });
  const onSubmit = form.handleSubmit(async ({ name: next }) => {
    if ('data' in (await rename({ teamId, name: next.trim() }))) say(A.renamed);
  });
  return (
    <Form noValidate onSubmit={onSubmit} aria-label={A.rename}>
      <TextField
        label={F.teamName}
        maxLength={30}
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <Actions>
        <Button type="submit" isBusy={isLoading}>
          {A.rename}
        </Button>
      </Actions>
    </Form>
  );
}

export function NicknameForm({ teamId, nickname }: { teamId: string; nickname: string }) {
  const say = useSaid();
  const [change, { isLoading }] = useChangeNicknameMutation();
  const form = useForm<NicknameForm>({ resolver: zodResolver(nicknameSchema), defaultValues: { nickname } });
  const onSubmit = form.handleSubmit(async ({ nickname: next }) => {
    if ('data' in (await change({ teamId, nickname: next.trim() }))) say(A.nicknameChanged);
  });
  return (
    <Form noValidate onSubmit={onSubmit} aria-label={A.changeNickname}>
      <TextField
        label={F.nickname}
        maxLength={20}
        error={form.formState.errors.nickname?.message}
        {...form.register('nickname')}
      />
      <Actions>
        <Button type="submit" isBusy={isLoading}>
          {A.changeNickname}
        </Button>
      </Actions>
    </Form>
  );
}

/** One member's monthly download limit (0: none beyond the team quota), set by the originator. */
export function MemberSettingsForm({ teamId, member }: { teamId: string; member: VipTeamMember }) {
  const say = useSaid();
  const [save, { isLoading }] = useChangeMemberSettingsMutation();
  const form = useForm<MemberSettingsForm, unknown, MemberSettingsValues>({
    resolver: zodResolver(memberSettingsSchema),
    defaultValues: { downloadLimit: String(member.downloadLimit ?? 0) },
  });
  const onSubmit = form.handleSubmit(async ({ downloadLimit }) => {
    if ('data' in (await save({ teamId, memberId: member.memberId, downloadLimit })))
      say(A.settingsSaved(member.nickname));
  });
  return (
    <Form noValidate onSubmit={onSubmit} aria-label={A.saveSettings(member.nickname)}>
      <TextField
        label={F.downloadLimit(member.nickname)}
        inputMode="numeric"
        maxLength={4}
        error={form.formState.errors.downloadLimit?.message}
        {...form.register('downloadLimit')}
      />
      <Actions>
        <Button type="submit" isSmall isBusy={isLoading}>
          {A.saveSettings(member.nickname)}
        </Button>
      </Actions>
    </Form>
  );
}
