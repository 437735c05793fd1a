/**
 * The conference audit flow (doc 000 §4.9, doc 001 §7 "Conference"): the spec lists the calls (save, edit,
 * submit audit, submit detection, sub-detection, remove, set host, authorization, state count) but names no
 * states. The project names five and the transitions each call makes (docs/decisions/conference.md); the
 * simulation enforces them and the manager page offers only the actions a record's state allows.
 */
export const auditStates = [
  { state: 0, stateName: '草稿' },
  { state: 1, stateName: '检测中' },
  { state: 2, stateName: '已检测' },
  { state: 3, stateName: '待授权' },
  { state: 4, stateName: '已授权' },
] as const;

export type AuditState = (typeof auditStates)[number]['state'];

/** The calls that move a record (save/edit keep it where it is; remove deletes it). */
export type AuditAction = 'edit' | 'submitDetection' | 'subDetection' | 'submit' | 'authorize' | 'remove';

/** From which states each action is allowed, and the state it leads to (null: the record is deleted/kept). */
export const auditTransitions: Record<AuditAction, { from: readonly AuditState[]; to: AuditState | null }> = {
  /** Editing a record is possible until it is submitted for authorization; a detected record goes back to draft. */
  edit: { from: [0, 2], to: 0 },
  /** The paper goes to similarity detection (needs an uploaded file). */
  submitDetection: { from: [0], to: 1 },
  /** The detection result comes back (sub-detection): the record is detected. */
  subDetection: { from: [1], to: 2 },
  /** Submit for audit: the record waits for the author's signed authorization. */
  submit: { from: [0, 2], to: 3 },
  /** The signed authorization completes the audit. */
  authorize: { from: [3], to: 4 },
  /** Only records nobody has acted on yet can be removed. */
  remove: { from: [0, 2], to: null },
};

/** The project's wording of refusals and state names (the spec shows none). */
export const auditFlowLabels = {
  notAllowed: (action: AuditAction, stateName: string) => `当前状态“${stateName}”不能${auditActionNames[action]}`,
  fileRequired: '请先上传论文文件',
  signatureRequired: '请先完成电子签名',
  titleRequired: '请输入论文题名',
  authorsRequired: '请输入作者',
} as const;

export const auditActionNames: Record<AuditAction, string> = {
  edit: '编辑',
  submitDetection: '提交检测',
  subDetection: '完成检测',
  submit: '提交审核',
  authorize: '授权',
  remove: '删除',
};

export function auditStateName(state: number): string {
  return auditStates.find((s) => s.state === state)?.stateName ?? '';
}

/** Whether `action` may be taken on a record in `state`. */
export function canTakeAuditAction(action: AuditAction, state: number): boolean {
  return (auditTransitions[action].from as readonly number[]).includes(state);
}

/**
 * The state after `action`, or an error naming why not. `to: null` (remove) answers the same state: the
 * caller deletes the record.
 */
export function nextAuditState(
  action: AuditAction,
  state: number,
  record: { fileName?: string | undefined } = {},
): { ok: true; state: AuditState } | { ok: false; message: string } {
  if (!canTakeAuditAction(action, state))
    return { ok: false, message: auditFlowLabels.notAllowed(action, auditStateName(state)) };
  if ((action === 'submitDetection' || action === 'submit') && !record.fileName)
    return { ok: false, message: auditFlowLabels.fileRequired };
  const to = auditTransitions[action].to;
  return { ok: true, state: to ?? (state as AuditState) };
}

/** The actions a record in `state` offers, in the page's order. */
export function availableAuditActions(state: number): AuditAction[] {
  return (Object.keys(auditTransitions) as AuditAction[]).filter((a) => canTakeAuditAction(a, state));
}

/** Validates a record's input before save: title and at least one author. Returns field → message. */
export function validateAuditInput(input: {
  title?: string;
  authors?: readonly string[];
}): Partial<Record<'title' | 'authors', string>> {
  const errors: Partial<Record<'title' | 'authors', string>> = {};
  if (!input.title?.trim()) errors.title = auditFlowLabels.titleRequired;
  if (!input.authors?.some((a) => a.trim())) errors.authors = auditFlowLabels.authorsRequired;
  return errors;
}

/** Authors typed as one text: separated by Chinese or Latin commas, semicolons or 、. */
export function parseAuthors(text: string): string[] {
  return text
    .split(/[,，;；、]/)
    .map((a) => a.trim())
    .filter(Boolean);
}
