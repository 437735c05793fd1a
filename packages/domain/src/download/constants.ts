import { quotaRules } from '../codes/constants/businessLimits';
import { isSpecialOrderType, specialOrderTypeRules } from '../codes/tables/literatureTypes';

/** Download numbers of the specification (doc 000 §4.2, §9), taken from the shared code tables. */

/** Every user's daily free open-access downloads. */
export const dailyFreeOaDownloads = quotaRules.dailyFreeOaDownloads;

/** Whether an order type skips the deduction confirmation (type 10001, doc 000 §4.2 step 5). */
export function skipsDeductionConfirm(orderType: number): boolean {
  return isSpecialOrderType(orderType) && specialOrderTypeRules[orderType].skipsDeductionConfirm;
}
