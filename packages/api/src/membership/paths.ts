/** Membership and team paths (doc 001 §7 "Membership and team"). Sub-paths the spec does not name are decided here. */
const team = (id: string, name: string) => `/vip-team/${encodeURIComponent(id)}/${name}`;

export const MEMBERSHIP_PATHS = {
  getVipPackages: '/vipPlanPackages/getVipPackages',
  vipCenterInfo: '/vip-center/info',
  closeDownloadTipsDialog: '/vip-center/close-download-tips-dialog',
  teamDetail: (id: string) => team(id, 'detail'),
  teamMembers: (id: string) => team(id, 'members'),
  teamTransferOriginator: (id: string) => team(id, 'transfer-originator'),
  teamExit: (id: string) => team(id, 'exit'),
  teamChangeNickname: (id: string) => team(id, 'change-nickname'),
  teamChangeMemberSettings: (id: string) => team(id, 'change-member-settings'),
  teamChangeName: (id: string) => team(id, 'change-name'),
  teamRemoveMember: (id: string) => team(id, 'remove-member'),
  teamMonthlyBenefitUsage: (id: string) => team(id, 'monthly-benefit-usage'),
  teamInviteCodeGenerate: (id: string) => team(id, 'invite-code/generate'),
  teamCanExit: (id: string) => team(id, 'can-exit'),
  inviteCodeCheck: '/vip-team/invite-code/check',
  inviteJoinTeam: '/vip-team/invite-join-team',
  downloadLogPage: '/vip-download-log/page',
  orderSendSms: '/order/sendSms',
  getMyWalletCard: '/wallet/getMyWalletCard',
  memberConfigAll: '/memberConfig/memberConfigAll',
  setupDownDeductions: '/memberConfig/setupDownDeductions',
  setupSubscription: '/memberConfig/setupSubscription',
} as const;
