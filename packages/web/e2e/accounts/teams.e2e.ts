import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { accountLabels, dialogLabels } from '@wenxian/domain';
import { useBrowser } from '../harness/browser';
import { accountSteps } from './accountSteps';

const site = useBrowser();
const { register, topUp } = accountSteps(site.baseUrl);
const F = accountLabels.fields;
const A = accountLabels.actions;

describe('teams', () => {
  it('creates a team, invites by code, a second account joins, the originator is transferred, the member removed', async () => {
    const T = accountLabels.pages.membermanagement;
    const members = (page: Page) => page.getByRole('region', { name: T.members }).getByRole('listitem');
    const founder = await site.newPage();
    await register(founder);
    // No team yet: the page offers to join one.
    await founder.goto(site.baseUrl() + '/personalcenter/membermanagement');
    await founder.getByText(T.noTeam).waitFor();

    // Buying the team package founds a team with the buyer as its originator.
    await topUp(founder, 2000);
    // The team packages are on /member itself, not only behind ?tab=Third.
    await founder.goto(site.baseUrl() + '/member');
    const teamPackage = founder.getByRole('article', { name: '团队年度会员' });
    await teamPackage.getByRole('button', { name: accountLabels.pages.member.payWithBalance }).click();
    // 余额支付 asks 余额支付确认 first (docs/decisions/dialogs.md).
    await founder
      .getByRole('alertdialog', { name: dialogLabels.deduction.title })
      .getByRole('button', { name: dialogLabels.deduction.confirm })
      .click();
    await teamPackage.getByText(A.bought).waitFor();

    await founder.goto(site.baseUrl() + '/personalcenter/membermanagement');
    expect((await founder.getByRole('heading', { level: 2 }).first().textContent()) ?? '').toMatch(/的团队$/);
    // The originator renames the team; the new name stays after a reload.
    const teamName = '推荐系统课题组';
    await founder.getByLabel(F.teamName, { exact: true }).fill(teamName);
    await founder.getByRole('button', { name: A.rename }).click();
    await founder.getByText(A.renamed).first().waitFor();
    await founder.reload();
    await founder.getByRole('heading', { level: 2, name: teamName }).waitFor();
    // The founding gave the team a code; generating replaces it with a new one.
    const codeText = founder.getByText(/^当前邀请码：[A-Z0-9]{6}$/);
    const firstCode = ((await codeText.textContent()) ?? '').slice(-6);
    await founder.getByRole('button', { name: A.generateCode }).click();
    await founder.getByText(T.inviteCode(firstCode)).waitFor({ state: 'detached' });
    const inviteCode = ((await codeText.textContent()) ?? '').slice(-6);

    // A second account checks the code (the team is named), then joins with a nickname.
    const joiner = await site.newPage();
    await register(joiner);
    await joiner.goto(site.baseUrl() + '/personalcenter/membermanagement');
    await joiner.getByLabel(F.inviteCode, { exact: true }).fill('ABC');
    await joiner.getByText(accountLabels.form.inviteCodeInvalid).waitFor();
    await joiner.getByLabel(F.inviteCode, { exact: true }).fill(inviteCode.toLowerCase());
    await joiner.getByRole('button', { name: A.checkCode }).click();
    await joiner
      .getByRole('status')
      .filter({ hasText: A.codeValid(teamName) })
      .waitFor();
    await joiner.getByLabel(F.nickname, { exact: true }).fill('小周');
    await joiner.getByRole('button', { name: A.join, exact: true }).click();
    await joiner.getByText(A.joined(teamName)).first().waitFor();
    await joiner.getByRole('heading', { level: 2, name: teamName }).waitFor();
    // A member who is not the originator may leave; nothing to transfer.
    await expect(joiner.getByRole('button', { name: A.exit }).isEnabled()).resolves.toBe(true);
    await expect(joiner.getByRole('button', { name: A.transfer }).count()).resolves.toBe(0);

    // The member changes the nickname the team knows them by.
    await joiner.getByLabel(F.nickname, { exact: true }).fill('小周同学');
    await joiner.getByRole('button', { name: A.changeNickname }).click();
    await joiner.getByText(A.nicknameChanged).first().waitFor();

    // The originator sees the new member, sets their monthly limit, and hands the team over.
    await founder.reload();
    const newMember = members(founder).filter({ hasText: '小周同学' });
    await newMember.waitFor();
    await newMember.getByLabel(F.downloadLimit('小周同学'), { exact: true }).fill('5');
    await newMember.getByRole('button', { name: A.saveSettings('小周同学') }).click();
    await founder.getByText(A.settingsSaved('小周同学')).first().waitFor();
    await founder.reload();
    await members(founder)
      .filter({ hasText: '小周同学' })
      .getByText(accountLabels.pages.membermanagement.downloadLimit(5))
      .waitFor();
    await expect(founder.getByRole('button', { name: A.exit }).isDisabled()).resolves.toBe(true);
    await founder.getByText(A.cannotExit).waitFor();
    await newMember.getByRole('button', { name: A.transfer }).click();
    await founder.getByText(A.transferred).first().waitFor();
    await members(founder).filter({ hasText: '小周' }).getByText(`（${T.originator}）`, { exact: true }).waitFor();
    // No longer the originator: no transfer or removal, and leaving is allowed.
    await founder.getByRole('button', { name: A.transfer }).first().waitFor({ state: 'detached' });
    await expect(founder.getByRole('button', { name: A.removeMember }).count()).resolves.toBe(0);

    // The new originator removes the former one, who is then outside any team.
    await joiner.reload();
    const former = members(joiner).filter({ hasNotText: '小周' });
    await former.getByRole('button', { name: A.removeMember }).click();
    await joiner.getByText(A.memberRemoved).first().waitFor();
    await former.waitFor({ state: 'detached' });
    await expect(members(joiner).count()).resolves.toBe(1);
    await founder.reload();
    await founder.getByText(T.noTeam).waitFor();
  });
});
