import { productLabels } from '../messages/labels/products';
import { isMainlandMobile, isValidEmail } from '../validation/contact';

/**
 * The application forms of the novelty search (科技查新) and the collection proof (申请收录证明). The spec shows
 * no fields; these are the project's (docs/decisions/products.md). A form answers one message per bad field,
 * so the page keeps everything typed and marks only what is wrong.
 */
const m = productLabels.forms.errors;

export const noveltyPurposes = ['立项查新', '成果鉴定', '报奖查新', '专利申请', '其他'] as const;
export const noveltyScopes = ['国内', '国内外'] as const;

export type NoveltyApplication = {
  projectName: string;
  purpose: string;
  scope: string;
  /** 查新点: the claims the search is to confirm, one per entry. */
  checkpoints: string[];
  keywords: string;
  contactName: string;
  contactPhone: string;
  email: string;
};
export type FormErrors<F> = Partial<Record<keyof F, string>>;

export const maxCheckpoints = 5;

/** Splits keywords written with Chinese or ASCII commas, semicolons or spaces. */
export function splitKeywords(text: string): string[] {
  return text
    .split(/[,，;；、\s]+/u)
    .map((k) => k.trim())
    .filter(Boolean);
}

export function validateNoveltyApplication(form: NoveltyApplication): FormErrors<NoveltyApplication> {
  const errors: FormErrors<NoveltyApplication> = {};
  const name = form.projectName.trim();
  if (!name) errors.projectName = m.projectNameRequired;
  else if ([...name].length > 60) errors.projectName = m.projectNameTooLong;
  if (!(noveltyPurposes as readonly string[]).includes(form.purpose)) errors.purpose = m.purposeRequired;
  if (!(noveltyScopes as readonly string[]).includes(form.scope)) errors.scope = m.scopeRequired;
  const points = form.checkpoints.map((p) => p.trim()).filter(Boolean);
  if (points.length === 0) errors.checkpoints = m.checkpointRequired;
  else if (points.length > maxCheckpoints) errors.checkpoints = m.checkpointTooMany;
  else if (points.some((p) => [...p].length < 10)) errors.checkpoints = m.checkpointTooShort;
  if (splitKeywords(form.keywords).length < 3) errors.keywords = m.keywordsTooFew;
  Object.assign(errors, contactErrors(form));
  return errors;
}

export type CollectionApplication = {
  applicant: string;
  organization: string;
  /** Titles of the applicant's own papers, one per line. */
  titles: string;
  purpose: string;
  contactName: string;
  contactPhone: string;
  email: string;
};

export const collectionPurposes = ['职称评审', '学位申请', '项目结题', '奖项申报', '其他'] as const;
export const maxCollectionTitles = 20;

export function splitTitles(text: string): string[] {
  return text
    .split(/\r?\n/u)
    .map((t) => t.trim())
    .filter(Boolean);
}

export function validateCollectionApplication(form: CollectionApplication): FormErrors<CollectionApplication> {
  const errors: FormErrors<CollectionApplication> = {};
  if (!form.applicant.trim()) errors.applicant = m.applicantRequired;
  if (!form.organization.trim()) errors.organization = m.organizationRequired;
  const titles = splitTitles(form.titles);
  if (titles.length === 0) errors.titles = m.titlesRequired;
  else if (titles.length > maxCollectionTitles) errors.titles = m.titlesTooMany;
  if (!(collectionPurposes as readonly string[]).includes(form.purpose)) errors.purpose = m.collectionPurposeRequired;
  Object.assign(errors, contactErrors(form));
  return errors;
}

function contactErrors(form: { contactName: string; contactPhone: string; email: string }) {
  const errors: { contactName?: string; contactPhone?: string; email?: string } = {};
  if (!form.contactName.trim()) errors.contactName = m.contactNameRequired;
  if (!isMainlandMobile(form.contactPhone.trim())) errors.contactPhone = m.contactPhoneInvalid;
  if (form.email.trim() && !isValidEmail(form.email.trim())) errors.email = m.emailInvalid;
  return errors;
}
