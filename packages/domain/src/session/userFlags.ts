/**
 * Derived flags (doc 000 §6). onlyMember: logged in, no teacher rule, not a group admin. The
 * spec names onlyAssistant without its rule; the project reads it as the teaching-assistant
 * case: logged in with the teacher rule and not a group admin (docs/decisions/domain.md).
 */
export interface FlagInputs {
  isLoggedIn: boolean;
  hasTeacherRule: boolean;
  isGroupAdmin: boolean;
}

export function onlyMember(inputs: FlagInputs): boolean {
  return inputs.isLoggedIn && !inputs.hasTeacherRule && !inputs.isGroupAdmin;
}

export function onlyAssistant(inputs: FlagInputs): boolean {
  return inputs.isLoggedIn && inputs.hasTeacherRule && !inputs.isGroupAdmin;
}
