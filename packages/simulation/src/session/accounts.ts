/**
 * The fixed accounts of the simulation, one per user kind of the spec (doc 000 §1, §6), so a designer
 * can reach every state: log in with the mobile number and the shared password, or with the mobile code
 * 123456 (docs/simulation.md lists them).
 */
export const SIM_PASSWORD = 'Wenxian@2025';
/** Every mobile code the simulation sends is this one (there is no SMS gateway). */
export const SIM_MOBILE_CODE = '123456';

export type AccountKind =
  | 'nonMember'
  | 'personalMember'
  | 'teamMember'
  | 'personalAndTeamMember'
  | 'journalManager'
  | 'conferenceRole'
  | 'confirmedAuthor'
  | 'oldSystemUser'
  | 'quotaExhaustedMember';

export type AccountSeed = {
  kind: AccountKind;
  userId: string;
  memberId: string;
  mobileNo: string;
  realName: string;
  level: number;
  balance: number;
  /** Personal monthly download quota; 0 means not a personal member. */
  personalQuota: number;
  personalUsed: number;
  /** Team the user belongs to, if any. */
  teamId: string | null;
  isManager: boolean;
  isConfirm: boolean;
  isOldSystem: boolean;
  roleIds: string[];
  /** Author record of a confirmed author. */
  authorId: string | null;
  /** Journal managed by a journal manager. */
  journalId: string | null;
  /** Old-site assets waiting for migration. */
  oldAssets: { BalanceMoney: number; journalCount: number; literatureCount: number } | null;
  /** The journals the old site's favourites held (journalCount of them): migration adds them to 期刊收藏. */
  oldJournalIds: readonly string[];
  /** Holds the 20-yuan new-user coupon. */
  isNewUser: boolean;
};

/** The old-site user's twelve journal favourites (every 25th journal of the corpus, J00001…J00276). */
const OLD_JOURNAL_IDS = Array.from({ length: 12 }, (_, i) => `J${String(1 + i * 25).padStart(5, '0')}`);

/** What every account starts with; seeds and registered users override what makes them their kind. */
export const blankSeed = {
  level: 1,
  balance: 0,
  personalQuota: 0,
  personalUsed: 0,
  teamId: null,
  isManager: false,
  isConfirm: false,
  isOldSystem: false,
  roleIds: [],
  authorId: null,
  journalId: null,
  oldAssets: null,
  oldJournalIds: [],
  isNewUser: false,
} satisfies Partial<AccountSeed>;

/** Monthly quota of personal members and of the demo team (package sizes are not shown; decided here). */
const PERSONAL_MONTHLY_QUOTA = 30;
export const TEAM_MONTHLY_QUOTA = 300;
export const DEMO_TEAM_ID = 'TEAM-001';

export const accountSeeds: readonly AccountSeed[] = [
  {
    ...blankSeed,
    kind: 'nonMember',
    userId: 'U1001',
    memberId: 'M1001',
    mobileNo: '13800000001',
    realName: '林晓',
    balance: 50,
    isNewUser: true,
  },
  {
    ...blankSeed,
    kind: 'personalMember',
    userId: 'U1002',
    memberId: 'M1002',
    mobileNo: '13800000002',
    realName: '周明远',
    level: 3,
    balance: 120,
    personalQuota: PERSONAL_MONTHLY_QUOTA,
  },
  {
    ...blankSeed,
    kind: 'teamMember',
    userId: 'U1003',
    memberId: 'M1003',
    mobileNo: '13800000003',
    realName: '陈思雨',
    level: 2,
    balance: 20,
    teamId: DEMO_TEAM_ID,
  },
  {
    ...blankSeed,
    kind: 'personalAndTeamMember',
    userId: 'U1004',
    memberId: 'M1004',
    mobileNo: '13800000004',
    realName: '王建国',
    level: 4,
    balance: 300,
    personalQuota: PERSONAL_MONTHLY_QUOTA,
    teamId: DEMO_TEAM_ID,
  },
  {
    ...blankSeed,
    kind: 'journalManager',
    userId: 'U1005',
    memberId: 'M1005',
    mobileNo: '13800000005',
    realName: '刘编辑',
    level: 2,
    isManager: true,
    journalId: 'J00001',
  },
  {
    ...blankSeed,
    kind: 'conferenceRole',
    userId: 'U1006',
    memberId: 'M1006',
    mobileNo: '13800000006',
    realName: '赵会务',
    roleIds: ['9'],
  },
  {
    ...blankSeed,
    kind: 'confirmedAuthor',
    userId: 'U1007',
    memberId: 'M1007',
    mobileNo: '13800000007',
    realName: '孙学者',
    level: 3,
    isConfirm: true,
    authorId: 'A000001',
  },
  {
    ...blankSeed,
    kind: 'oldSystemUser',
    userId: 'U1008',
    memberId: 'M1008',
    mobileNo: '13800000008',
    realName: '吴老用户',
    balance: 10,
    isOldSystem: true,
    oldAssets: { BalanceMoney: 128.5, journalCount: OLD_JOURNAL_IDS.length, literatureCount: 46 },
    oldJournalIds: OLD_JOURNAL_IDS,
  },
  {
    ...blankSeed,
    kind: 'quotaExhaustedMember',
    userId: 'U1009',
    memberId: 'M1009',
    mobileNo: '13800000009',
    realName: '郑额满',
    level: 3,
    balance: 5,
    personalQuota: PERSONAL_MONTHLY_QUOTA,
    personalUsed: PERSONAL_MONTHLY_QUOTA,
  },
];
