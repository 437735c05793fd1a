export { AdvancedConditionBuilder, type AdvancedConditionBuilderProps } from './AdvancedConditionBuilder';
