import { overLimitCustomTypes, overLimitPopTypes, type OverLimitCustomType, type OverLimitPopType } from './types';

/** One cell of pop_type × isOA × isRead × customType: every distinct over-limit dialog there is. */
export type OverLimitCombination = {
  /** A valid identifier, stable across runs (used as the story's export name). */
  id: string;
  popType: OverLimitPopType;
  isOA: boolean;
  isRead: boolean;
  customType: OverLimitCustomType;
};

const popTypeNames: Record<OverLimitPopType, string> = {
  VIP_USER: 'VipUser',
  VIP_TEAM: 'VipTeam',
  VIP_USER_AND_TEAM: 'VipUserAndTeam',
  OA: 'Oa',
};

/** All 4 × 2 × 2 × 2 = 32 combinations the over-limit dialog's wording depends on (doc 000 §3, §4.3, §8). */
export function overLimitCombinations(): OverLimitCombination[] {
  return overLimitPopTypes.flatMap((popType) =>
    [false, true].flatMap((isOA) =>
      [false, true].flatMap((isRead) =>
        overLimitCustomTypes.map((customType) => ({
          id: [
            popTypeNames[popType],
            isOA ? 'WithOa' : 'NoOa',
            isRead ? 'Read' : 'Download',
            customType === 1 ? 'OverLimit' : 'ConfirmQuota',
          ].join('_'),
          popType,
          isOA,
          isRead,
          customType,
        })),
      ),
    ),
  );
}
